// The categories screens' texts. Nepali first; `en` must have the same keys (typed).
export const ne = {
  title: 'विषयगत क्षेत्र',
  description: 'कार्ययोजनाहरूलाई समूहमा राख्ने विषयगत क्षेत्रहरू, सबै पालिकाका लागि एउटै।',
  tableLabel: 'विषयगत क्षेत्रहरूको सूची',
  name: 'नाम',
  nameEn: 'अङ्ग्रेजी नाम',
  nameEnHint:
    'ऐच्छिक। अङ्ग्रेजी भाषामा हेर्दा पृष्ठ, रिपोर्ट र निर्यातमा यही नाम देखिन्छ; खाली छाडे नेपाली नाम नै देखिन्छ।',
  descriptionLabel: 'विवरण',
  newTitle: 'नयाँ विषयगत क्षेत्र',
  editTitle: 'विषयगत क्षेत्र सम्पादन',
  edit: 'सम्पादन गर्नुहोस्: {{name}}',
  delete: 'मेटाउनुहोस्: {{name}}',
  empty: 'अहिलेसम्म कुनै विषयगत क्षेत्र छैन।',
  emptyHint: 'नयाँ थिचेर पहिलो विषयगत क्षेत्र थप्नुहोस्।',
  notFound: 'यो विषयगत क्षेत्र भेटिएन।',
  reorderHint: 'पङ्क्तिहरू तानेर वा तीरका बटनले क्रम मिलाउनुहोस्, अनि "क्रम सेभ गर्नुहोस्" थिच्नुहोस्।',
  validation: {
    nameRequired: 'नाम लेख्नुहोस्।',
    nameTooLong: 'नाम १५० अक्षरभन्दा लामो हुन सक्दैन।',
    nameEnTooLong: 'अङ्ग्रेजी नाम १५० अक्षरभन्दा लामो हुन सक्दैन।',
    descriptionTooLong: 'विवरण १००० अक्षरभन्दा लामो हुन सक्दैन।',
  },
};

export const en: typeof ne = {
  title: 'Categories',
  description: 'The themes action plans are grouped under, shared by every municipality.',
  tableLabel: 'List of categories',
  name: 'Name',
  nameEn: 'English name',
  nameEnHint:
    'Optional. Pages, reports and exports in English show this name; left empty, they show the Nepali name.',
  descriptionLabel: 'Description',
  newTitle: 'New category',
  editTitle: 'Edit category',
  edit: 'Edit: {{name}}',
  delete: 'Delete: {{name}}',
  empty: 'No categories yet.',
  emptyHint: 'Press New to add the first category.',
  notFound: 'This category was not found.',
  reorderHint: 'Drag the rows or use the arrow buttons to set the order, then press Save Order.',
  validation: {
    nameRequired: 'Enter the name.',
    nameTooLong: 'The name cannot be longer than 150 characters.',
    nameEnTooLong: 'The English name cannot be longer than 150 characters.',
    descriptionTooLong: 'The description cannot be longer than 1000 characters.',
  },
};
