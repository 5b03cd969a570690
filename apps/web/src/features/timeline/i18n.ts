// The timeline screens' texts. Nepali first; `en` must have the same keys (typed).
// The original product quotes some of them verbatim: the heading, 'कार्यहरू', 'जिम्मेवार व्यक्ति / शाखा :',
// 'आज', the status labels and the search placeholder 'Search...' (common.searchPlaceholder).
import { statusWordsIn } from '@karyayojana/contracts';

export const ne = {
  title: 'वार्षिक कार्ययोजना',
  description: 'आर्थिक वर्षका कार्यक्रमहरू महिना-महिनामा।',
  print: 'छाप्नुहोस्',
  count: '{{total}} कार्यक्रम',
  fiscalYearHeading: 'आर्थिक वर्ष {{year}}',
  links: {
    label: 'अन्य पृष्ठहरू',
    otherDocuments: 'अन्य कागजात',
    profile: 'प्रोफाइल',
  },
  months: {
    label: 'महिनामा जानुहोस्',
    current: 'यो महिना',
    empty: '{{month}}: यस महिनामा कुनै कार्यक्रम छैन',
  },
  filters: {
    label: 'कार्यक्रम छान्नुहोस्',
    fiscalYear: 'आर्थिक वर्ष',
    allYears: 'सबै आर्थिक वर्ष',
    status: 'स्थिति',
    allStatuses: 'सबै',
    category: 'विषयगत क्षेत्र',
    allCategories: 'सबै',
    search: 'खोज्नुहोस्',
    searchHint: 'शीर्षक, विवरण वा मिति',
    clear: 'छनोट हटाउनुहोस्',
  },
  status: {
    ...statusWordsIn('ne'),
  },
  card: {
    tasks: 'कार्यहरू',
    hasDocument: 'कागजात संलग्न',
    assignTo: 'जिम्मेवार व्यक्ति / शाखा :',
    today: 'आज',
    date: 'मिति',
    opensInNewTab: '(नयाँ ट्याबमा खुल्छ)',
    overdue: 'म्याद नाघेको',
  },
  empty: {
    title: 'यी छनोटमा कुनै कार्यक्रम छैन',
    hint: 'अर्को आर्थिक वर्ष, स्थिति वा विषयगत क्षेत्र छानेर वा खोज हटाएर हेर्नुहोस्।',
    noYears: 'अहिलेसम्म कुनै आर्थिक वर्ष बनाइएको छैन।',
    addEvents: 'कार्यक्रम थप्नुहोस्',
  },
  printHeader: {
    plan: 'वार्षिक कार्ययोजना, आर्थिक वर्ष {{year}}',
    allYears: 'वार्षिक कार्ययोजना, सबै आर्थिक वर्ष',
    filters: 'छनोट: {{filters}}',
    printedOn: 'छापिएको मिति: {{date}}',
  },
  export: {
    group: 'समयरेखाका कार्यक्रम फाइलमा डाउनलोड गर्नुहोस्',
    excel: 'Excel',
    csv: 'CSV',
    downloading: 'फाइल तयार हुँदैछ…',
    downloaded: '{{name}} डाउनलोड भयो।',
    failed: 'फाइल डाउनलोड गर्न सकिएन।',
  },
};

export const en: typeof ne = {
  title: 'Annual work plan',
  description: "The fiscal year's programmes, month by month.",
  print: 'Print',
  count: 'Programmes: {{total}}',
  fiscalYearHeading: 'Fiscal year {{year}}',
  links: {
    label: 'Other pages',
    otherDocuments: 'Other documents',
    profile: 'Profile',
  },
  months: {
    label: 'Jump to a month',
    current: 'this month',
    empty: '{{month}}: no programmes this month',
  },
  filters: {
    label: 'Filter the programmes',
    fiscalYear: 'Fiscal year',
    allYears: 'All fiscal years',
    status: 'Status',
    allStatuses: 'All',
    category: 'Category',
    allCategories: 'All',
    search: 'Search',
    searchHint: 'Title, description or date',
    clear: 'Clear the filters',
  },
  status: {
    ...statusWordsIn('en'),
  },
  card: {
    tasks: 'Tasks',
    hasDocument: 'document attached',
    assignTo: 'Responsible person / branch:',
    today: 'Today',
    date: 'Date',
    opensInNewTab: '(opens in a new tab)',
    overdue: 'Overdue',
  },
  empty: {
    title: 'No programmes for these filters',
    hint: 'Choose another fiscal year, status or category, or clear the search.',
    noYears: 'No fiscal year has been created yet.',
    addEvents: 'Add programmes',
  },
  printHeader: {
    plan: 'Annual work plan, fiscal year {{year}}',
    allYears: 'Annual work plan, all fiscal years',
    filters: 'Filters: {{filters}}',
    printedOn: 'Printed on: {{date}}',
  },
  export: {
    group: 'Download the timeline events as a file',
    excel: 'Excel',
    csv: 'CSV',
    downloading: 'Preparing the file…',
    downloaded: '{{name}} downloaded.',
    failed: 'The file could not be downloaded.',
  },
};
