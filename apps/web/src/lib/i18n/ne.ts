import { ne as timelineNe } from '@/features/timeline/i18n';
import { ne as documentsNe } from '@/features/documents/i18n';
import { ne as settingsNe } from '@/features/settings/i18n';
import { ne as fiscalYearsNe } from '@/features/fiscal-years/i18n';
import { ne as categoriesNe } from '@/features/categories/i18n';
import { ne as companiesNe } from '@/features/companies/i18n';
import { ne as usersNe } from '@/features/users/i18n';
import { ne as eventsNe } from '@/features/events/i18n';
// Nepali, the default language. `en.ts` must carry the same keys (it is typed against this).
// Texts that SPEC.md quotes verbatim ('please wait..', 'Oops! Page not found.', the password
// feedback, the delete confirmation) are kept as quoted in both languages.
export const ne = {
  timeline: timelineNe,
  documents: documentsNe,
  settings: settingsNe,

  fiscalYears: fiscalYearsNe,
  categories: categoriesNe,
  companies: companiesNe,
  users: usersNe,
  events: eventsNe,

  common: {
    new: 'नयाँ',
    add: 'थप्नुहोस्',
    edit: 'सम्पादन',
    delete: 'मेटाउनुहोस्',
    save: 'सेभ गर्नुहोस्',
    saving: 'सेभ हुँदैछ…',
    update: 'अपडेट गर्नुहोस्',
    cancel: 'रद्द गर्नुहोस्',
    close: 'बन्द गर्नुहोस्',
    back: 'पछाडि',
    actions: 'कार्यहरू',
    search: 'खोज्नुहोस्',
    searchPlaceholder: 'Search...',
    number: 'क्र.सं.',
    status: 'स्थिति',
    active: 'सक्रिय',
    inactive: 'निष्क्रिय',
    all: 'सबै',
    yes: 'हो',
    no: 'होइन',
    select: 'छान्नुहोस्',
    previous: 'Previous',
    next: 'Next',
    perPage: 'प्रति पृष्ठ',
    showing: '{{total}} मध्ये {{from}}–{{to}} देखाइँदै',
    showingNone: 'देखाउन केही छैन',
    pagination: 'पृष्ठहरू',
    page: 'पृष्ठ {{page}}',
    retry: 'फेरि प्रयास गर्नुहोस्',
    loadFailed: 'विवरण ल्याउन सकिएन।',
    empty: 'अहिलेसम्म केही छैन।',
    manageOrder: 'Manage Order',
    saveOrder: 'Save Order',
    dragHandle: 'क्रम बदल्न समात्नुहोस्: {{name}}',
    sortableItem: 'क्रम मिलाउन मिल्ने',
    moveUp: 'माथि सार्नुहोस्: {{name}}',
    moveDown: 'तल सार्नुहोस्: {{name}}',
    reorderInstructions:
      'क्रम बदल्न स्पेस वा इन्टर थिचेर समात्नुहोस्, माथि-तल तीरले सार्नुहोस्, फेरि स्पेस वा इन्टरले राख्नुहोस्। Escape ले रद्द हुन्छ।',
    reorderPickedUp: '{{name}} समातियो, स्थान {{position}} मध्ये {{total}}।',
    reorderMoved: '{{name}} स्थान {{position}} मध्ये {{total}} मा सारियो।',
    reorderDropped: '{{name}} स्थान {{position}} मध्ये {{total}} मा राखियो।',
    reorderCanceled: 'सार्न रद्द गरियो। {{name}} पहिलेकै स्थानमा छ।',
  },
  app: {
    name: 'कार्ययोजना',
    loading: 'please wait..',
    skipToContent: 'मुख्य सामग्रीमा जानुहोस्',
    notifications: 'सूचनाहरू',
  },
  language: {
    other: 'English',
    switchLabel: 'Switch the language to English',
  },
  login: {
    slogan: 'नगरपालिकाको वार्षिक कार्ययोजना, महिना-महिनामा',
    pointPlan: 'आर्थिक वर्षभरिका कार्यक्रम एकै ठाउँमा',
    pointAssign: 'हरेक कामको जिम्मेवार व्यक्ति वा शाखा स्पष्ट',
    pointTrack: 'प्रगति र प्रमाण कागजात समयमै',
    today: 'आज',
    welcome: 'स्वागत छ',
    subtitle: 'आफ्नो इमेल र पासवर्डले लगइन गर्नुहोस्।',
    email: 'इमेल',
    password: 'पासवर्ड',
    submit: 'लगइन गर्नुहोस्',
    submitting: 'लगइन हुँदैछ…',
  },
  password: {
    show: 'पासवर्ड देखाउनुहोस्',
    hide: 'पासवर्ड लुकाउनुहोस्',
  },
  validation: {
    emailRequired: 'इमेल लेख्नुहोस्।',
    passwordRequired: 'पासवर्ड लेख्नुहोस्।',
    currentPasswordRequired: 'हालको पासवर्ड लेख्नुहोस्।',
    passwordMin: 'पासवर्ड कम्तीमा ८ अक्षरको हुनुपर्छ।',
    confirmationRequired: 'नयाँ पासवर्ड फेरि लेख्नुहोस्।',
    passwordsDoNotMatch: 'Passwords do not match.',
    passwordsMatch: 'You can proceed now',
  },
  nav: {
    main: 'मुख्य मेनु',
    dashboard: 'ड्यासबोर्ड',
    actionPlans: 'कार्ययोजना',
    otherDocuments: 'अन्य कागजात',
    settings: 'सेटिङ',
    logOut: 'लग आउट',
    configurations: 'कन्फिगरेसन',
    fiscalYear: 'आर्थिक वर्ष',
    categories: 'विषयगत क्षेत्र',
    companies: 'नगरपालिकाहरू',
    companyUser: 'प्रयोगकर्ता',
    openMenu: 'मेनु खोल्नुहोस्',
    closeMenu: 'मेनु बन्द गर्नुहोस्',
    collapseSidebar: 'साइडबार सानो बनाउनुहोस्',
    expandSidebar: 'साइडबार ठूलो बनाउनुहोस्',
  },
  userMenu: {
    open: 'प्रयोगकर्ता मेनु',
    role: 'भूमिका',
  },
  home: {
    title: 'वार्षिक कार्ययोजना',
    comingSoon: 'महिना-महिनाको कार्ययोजना (टाइमलाइन) छिट्टै यहाँ देखिनेछ।',
  },
  dashboard: {
    title: 'ड्यासबोर्ड',
    comingSoon: 'कार्ययोजनाको सारांश छिट्टै यहाँ देखिनेछ।',
  },
  changePassword: {
    title: 'पासवर्ड परिवर्तन',
    description: 'नयाँ पासवर्ड राखेपछि फेरि लगइन गर्नुपर्नेछ।',
    current: 'हालको पासवर्ड',
    new: 'नयाँ पासवर्ड',
    confirm: 'नयाँ पासवर्ड फेरि',
    hint: 'कम्तीमा ८ अक्षर।',
    submit: 'पासवर्ड परिवर्तन गर्नुहोस्',
    submitting: 'परिवर्तन हुँदैछ…',
  },
  notFound: {
    title: 'Oops! Page not found.',
    description: 'तपाईंले खोजेको पृष्ठ यहाँ छैन। ३ सेकेन्डमा अघिल्लो पृष्ठमा फर्काइँदैछ।',
  },
  dialog: {
    close: 'बन्द गर्नुहोस्',
    cancel: 'रद्द गर्नुहोस्',
    delete: 'मेटाउनुहोस्',
    confirmDeleteTitle: 'Confirm Delete',
    confirmDeleteText: 'Are you sure you want to delete this item?',
  },
  errors: {
    network: 'सर्भरसँग सम्पर्क हुन सकेन। इन्टरनेट जडान जाँचेर फेरि प्रयास गर्नुहोस्।',
    generic: 'केही गडबड भयो। फेरि प्रयास गर्नुहोस्।',
    loadUser: 'तपाईंको विवरण ल्याउन सकिएन।',
    page: 'यो पृष्ठ खोल्न सकिएन। नयाँ संस्करण आएको हुन सक्छ।',
    retry: 'फेरि प्रयास गर्नुहोस्',
    reload: 'पृष्ठ फेरि लोड गर्नुहोस्',
  },
};

export type Messages = typeof ne;
