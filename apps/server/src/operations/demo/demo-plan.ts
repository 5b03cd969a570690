/**
 * A year of a municipality's plan, as officers write it: what happens in which month, who
 * is responsible, and the tasks that prove it was done. Months are BS months (4 = Shrawan).
 */
export interface DemoEvent {
  month: number;
  day: number;
  title: string;
  content: string;
  assignTo: string;
  categories: number[]; // indexes into the national categories
  tasks: string[];
}

export const DEMO_PLAN: DemoEvent[] = [
  {
    month: 4,
    day: 5,
    title: 'वार्षिक नीति तथा कार्यक्रम सार्वजनिकीकरण',
    content:
      'नगरसभाबाट पारित वार्षिक नीति तथा कार्यक्रम र बजेट नागरिकका लागि वेबसाइट, सूचना पाटी र स्थानीय सञ्चारमाध्यममार्फत सार्वजनिक गर्ने।',
    assignTo: 'योजना महाशाखा',
    categories: [4],
    tasks: ['वेबसाइटमा प्रकाशन', 'सूचना पाटीमा टाँस', 'एफएम रेडियोमा प्रसारण'],
  },
  {
    month: 4,
    day: 20,
    title: 'वडास्तरीय योजना कार्यान्वयन सम्झौता',
    content: 'चालु आर्थिक वर्षका वडास्तरीय योजनाहरूको उपभोक्ता समितिसँग कार्यान्वयन सम्झौता गरी कार्यादेश दिने।',
    assignTo: 'वडा कार्यालयहरू',
    categories: [2],
    tasks: ['उपभोक्ता समिति गठन', 'सम्झौता पत्र तयारी', 'कार्यादेश जारी'],
  },
  {
    month: 5,
    day: 10,
    title: 'विद्यालय स्वास्थ्य शिविर',
    content: 'सामुदायिक विद्यालयका विद्यार्थीहरूको निःशुल्क स्वास्थ्य परीक्षण र पोषण परामर्श शिविर सञ्चालन।',
    assignTo: 'स्वास्थ्य शाखा',
    categories: [1],
    tasks: ['विद्यालयसँग समन्वय', 'शिविर सञ्चालन', 'प्रतिवेदन तयारी'],
  },
  {
    month: 6,
    day: 2,
    title: 'विपद् पूर्वतयारी तथा प्रतिकार्य योजना अद्यावधिक',
    content:
      'मनसुनजन्य विपद्का अनुभवका आधारमा स्थानीय विपद् पूर्वतयारी तथा प्रतिकार्य योजना अद्यावधिक गरी कार्यपालिकाबाट स्वीकृत गराउने।',
    assignTo: 'विपद् व्यवस्थापन इकाई',
    categories: [3],
    tasks: ['क्षति विवरण संकलन', 'योजना मस्यौदा', 'कार्यपालिकाबाट स्वीकृति'],
  },
  {
    month: 7,
    day: 15,
    title: 'कृषि अनुदान वितरण',
    content: 'साना किसानलाई उन्नत बीउ र सिँचाइ सामग्रीमा अनुदान वितरण तथा अनुगमन।',
    assignTo: 'कृषि शाखा',
    categories: [0],
    tasks: ['आवेदन संकलन', 'लाभग्राही छनोट', 'अनुदान वितरण'],
  },
  {
    month: 8,
    day: 1,
    title: 'प्रथम चौमासिक प्रगति समीक्षा',
    content: 'सबै शाखा र वडाको प्रथम चौमासिक भौतिक तथा वित्तीय प्रगतिको समीक्षा बैठक।',
    assignTo: 'प्रमुख प्रशासकीय अधिकृत',
    categories: [4],
    tasks: ['प्रगति विवरण संकलन', 'समीक्षा बैठक', 'निर्णय कार्यान्वयन'],
  },
  {
    month: 8,
    day: 18,
    title: 'सडक स्तरोन्नति अनुगमन',
    content: 'नगर क्षेत्रका मुख्य सडक कालोपत्रे तथा ढल निर्माण कार्यको प्राविधिक अनुगमन।',
    assignTo: 'पूर्वाधार विकास शाखा',
    categories: [2, 4],
    tasks: ['स्थलगत निरीक्षण', 'गुणस्तर परीक्षण', 'अनुगमन प्रतिवेदन'],
  },
  {
    month: 9,
    day: 12,
    title: 'सामाजिक सुरक्षा भत्ता वितरण',
    content:
      'ज्येष्ठ नागरिक, एकल महिला र अपाङ्गता भएका व्यक्तिलाई दोस्रो किस्ता सामाजिक सुरक्षा भत्ता बैंकमार्फत वितरण।',
    assignTo: 'सामाजिक विकास शाखा',
    categories: [1],
    tasks: ['लाभग्राही विवरण प्रमाणीकरण', 'बैंकमा रकम निकासा'],
  },
  {
    month: 10,
    day: 7,
    title: 'वृक्षारोपण तथा हरियाली अभियान',
    content: 'सार्वजनिक जग्गा, विद्यालय र नदी किनारमा स्थानीय प्रजातिका बिरुवा रोपण।',
    assignTo: 'वन तथा वातावरण शाखा',
    categories: [3],
    tasks: ['बिरुवा खरिद', 'स्थान छनोट', 'रोपण कार्यक्रम'],
  },
  {
    month: 11,
    day: 20,
    title: 'अर्धवार्षिक सार्वजनिक सुनुवाइ',
    content: 'नगरपालिकाका सेवा प्रवाह र योजना कार्यान्वयनबारे नागरिकसँग सार्वजनिक सुनुवाइ।',
    assignTo: 'सूचना अधिकारी',
    categories: [4],
    tasks: ['सूचना प्रकाशन', 'सुनुवाइ सञ्चालन', 'सुझाव सङ्कलन'],
  },
  {
    month: 12,
    day: 10,
    title: 'बजेट सीमा निर्धारण',
    content:
      'आगामी आर्थिक वर्षको बजेट सीमा र मार्गदर्शन स्रोत अनुमान तथा बजेट सीमा निर्धारण समितिबाट तयार गर्ने।',
    assignTo: 'आर्थिक प्रशासन शाखा',
    categories: [0, 4],
    tasks: ['स्रोत अनुमान', 'समिति बैठक', 'वडामा पठाउने'],
  },
  {
    month: 1,
    day: 15,
    title: 'वडास्तरीय योजना छनोट भेला',
    content: 'टोल तथा बस्तीस्तरबाट प्राप्त योजनाहरू प्राथमिकीकरण गरी वडास्तरीय भेलाबाट छनोट गर्ने।',
    assignTo: 'वडा अध्यक्षहरू',
    categories: [2],
    tasks: ['टोल भेला', 'वडा भेला', 'योजना सूची पठाउने'],
  },
  {
    month: 2,
    day: 20,
    title: 'एकीकृत योजना तर्जुमा',
    content: 'विषयगत समितिहरूको सिफारिसमा आगामी वर्षको वार्षिक नीति, कार्यक्रम र बजेट तर्जुमा।',
    assignTo: 'योजना महाशाखा',
    categories: [4],
    tasks: ['विषयगत समिति बैठक', 'मस्यौदा तयारी'],
  },
  {
    month: 3,
    day: 10,
    title: 'नगरसभामा बजेट प्रस्तुति',
    content: 'असार १० गतेभित्र नगरसभामा आगामी आर्थिक वर्षको नीति, कार्यक्रम तथा बजेट प्रस्तुत गर्ने।',
    assignTo: 'नगर प्रमुख',
    categories: [0, 4],
    tasks: ['सभा आह्वान', 'बजेट वक्तव्य', 'सभाबाट पारित'],
  },
];

/**
 * What came of each event of DEMO_PLAN (same order), for the months already past: the
 * allocated budget in rupees, what was achieved when it was done, and why it was postponed or
 * canceled when it was. The trimester report of the demo reads as a real one.
 */
export interface DemoResult {
  budget: number;
  outcome: string;
  reason: string;
}

/**
 * Where each event of DEMO_PLAN is and which branch keeps it (issue 28), by the same index:
 * the wards it is for (none: the whole municipality) and an index into COMMON_BRANCHES (0
 * योजना, 1 पूर्वाधार विकास, 2 सामाजिक विकास, 4 वातावरण तथा विपद्, 5 प्रशासन, 6 आर्थिक प्रशासन,
 * 7 स्वास्थ्य, 9 कृषि). Ward 5 has three programmes, ward 3 two: the demo's ward officer keeps
 * ward 5's.
 */
export const DEMO_PLACES: readonly { wards: number[]; branch: number }[] = [
  { wards: [], branch: 0 },
  { wards: [3, 6, 11], branch: 0 },
  { wards: [5], branch: 7 },
  { wards: [], branch: 4 },
  { wards: [3], branch: 9 },
  { wards: [], branch: 0 },
  { wards: [5], branch: 1 },
  { wards: [], branch: 2 },
  { wards: [5, 7], branch: 4 },
  { wards: [], branch: 5 },
  { wards: [], branch: 6 },
  { wards: [2, 9], branch: 0 },
  { wards: [], branch: 0 },
  { wards: [], branch: 0 },
];

export const DEMO_RESULTS: DemoResult[] = [
  {
    budget: 150_000,
    outcome: 'वेबसाइट, ३ एफएम र ११ वडाका सूचना पाटीमा प्रकाशन भयो।',
    reason: 'नगरसभाबाट बजेट पारित हुन ढिलाइ भएकाले।',
  },
  {
    budget: 2_500_000,
    outcome: '४२ उपभोक्ता समितिसँग सम्झौता भई कार्यादेश दिइयो।',
    reason: 'उपभोक्ता समिति गठनमा विवाद भएकाले।',
  },
  {
    budget: 800_000,
    outcome: '२३ विद्यालयका ३,४५० विद्यार्थीको स्वास्थ्य परीक्षण भयो।',
    reason: 'चिकित्सक उपलब्ध नभएकाले अर्को महिना सारियो।',
  },
  {
    budget: 450_000,
    outcome: 'योजना कार्यपालिकाबाट स्वीकृत भई वडामा पठाइयो।',
    reason: 'प्रदेशको ढाँचा आउन बाँकी भएकाले।',
  },
  {
    budget: 3_200_000,
    outcome: '६१२ किसानलाई बीउ र १८० लाई सिँचाइ सामग्री वितरण।',
    reason: 'मौसम प्रतिकूल भएकाले बीउ वितरण रद्द गरियो।',
  },
  {
    budget: 100_000,
    outcome: 'सबै शाखा र वडाको प्रगति समीक्षा भई ९ निर्णय भए।',
    reason: 'निर्वाचन आचारसंहिताका कारण।',
  },
  {
    budget: 12_500_000,
    outcome: '४.२ किमी सडक कालोपत्रे र १.१ किमी ढलको अनुगमन सम्पन्न।',
    reason: 'निर्माण व्यवसायीले काम सुरु नगरेकाले।',
  },
  {
    budget: 18_000_000,
    outcome: '४,९८० लाभग्राहीको खातामा भत्ता जम्मा भयो।',
    reason: 'संघबाट रकम निकासा नभएकाले।',
  },
  {
    budget: 600_000,
    outcome: '१२ स्थानमा ५,२०० बिरुवा रोपण।',
    reason: 'बिरुवा आपूर्ति नभएकाले।',
  },
  {
    budget: 250_000,
    outcome: '३१० नागरिक सहभागी; ४६ सुझाव सङ्कलन।',
    reason: 'सुनुवाइ स्थल उपलब्ध नभएकाले।',
  },
  {
    budget: 200_000,
    outcome: 'बजेट सीमा निर्धारण भई वडा र शाखामा पठाइयो।',
    reason: 'स्रोत अनुमान प्राप्त नभएकाले।',
  },
  {
    budget: 350_000,
    outcome: '११ वडाबाट २१८ योजना छनोट भए।',
    reason: 'भेलामा गणपूरक सङ्ख्या नपुगेकाले।',
  },
  {
    budget: 300_000,
    outcome: 'विषयगत समितिबाट मस्यौदा तयार भयो।',
    reason: 'विषयगत समितिको बैठक बस्न नसकेकाले।',
  },
  {
    budget: 500_000,
    outcome: 'नगरसभाबाट नीति, कार्यक्रम र बजेट पारित।',
    reason: 'नगरसभाको बैठक स्थगित भएकाले।',
  },
];
