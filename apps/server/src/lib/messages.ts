import { toDevanagariDigits } from '@karyayojana/nepali-calendar';

/**
 * Every sentence the API says to a person, in Nepali (default) and English
 * (`Accept-Language: en`). The few sentences the first clients know word for word (dates,
 * copies) stay exactly as they wrote them for an English caller and are translated for a
 * Nepali one (docs/decisions/015).
 */
const catalogue = {
  'auth.loggedIn': { ne: 'सफलतापूर्वक लगइन भयो।', en: 'Signed in successfully.' },
  'auth.loggedOut': { ne: 'लगआउट भयो।', en: 'Signed out.' },
  'auth.invalidCredentials': {
    ne: 'इमेल वा पासवर्ड मिलेन।',
    en: 'The email or password is incorrect.',
  },
  'auth.required': { ne: 'कृपया पहिले लगइन गर्नुहोस्।', en: 'Please sign in first.' },
  'auth.throttled': {
    ne: 'धेरै पटक गलत प्रयास भयो। {minutes} मिनेटपछि फेरि प्रयास गर्नुहोस्।',
    en: 'Too many failed attempts. Try again in {minutes} minutes.',
  },
  'auth.passwordChanged': { ne: 'पासवर्ड परिवर्तन भयो।', en: 'Password changed.' },
  'auth.currentPasswordWrong': {
    ne: 'हालको पासवर्ड मिलेन।',
    en: 'The current password is incorrect.',
  },
  'fiscalYears.created': { ne: 'आर्थिक वर्ष थपियो।', en: 'Fiscal year added.' },
  'fiscalYears.updated': { ne: 'आर्थिक वर्ष अद्यावधिक भयो।', en: 'Fiscal year updated.' },
  'fiscalYears.deleted': { ne: 'आर्थिक वर्ष हटाइयो।', en: 'Fiscal year deleted.' },
  'fiscalYears.hasEvents': {
    ne: 'यो आर्थिक वर्षमा कार्यक्रमहरू छन्, त्यसैले हटाउन मिल्दैन।',
    en: 'This fiscal year has events, so it cannot be deleted.',
  },
  'categories.created': { ne: 'वर्ग थपियो।', en: 'Category added.' },
  'categories.updated': { ne: 'वर्ग अद्यावधिक भयो।', en: 'Category updated.' },
  'categories.deleted': { ne: 'वर्ग हटाइयो।', en: 'Category deleted.' },
  'order.saved': { ne: 'क्रम सुरक्षित भयो।', en: 'Order saved.' },
  'users.created': { ne: 'प्रयोगकर्ता दर्ता भयो।', en: 'User registered.' },
  'users.updated': { ne: 'प्रयोगकर्ता अद्यावधिक भयो।', en: 'User updated.' },
  'users.deleted': { ne: 'प्रयोगकर्ता हटाइयो।', en: 'User deleted.' },
  'users.passwordSet': {
    ne: 'पासवर्ड परिवर्तन भयो; प्रयोगकर्ता सबै ठाउँबाट लगआउट भए।',
    en: 'Password set; the user was signed out everywhere.',
  },
  'events.created': { ne: '{count} वटा कार्यक्रम थपियो।', en: '{count} event(s) added.' },
  'events.updated': { ne: 'कार्यक्रम अद्यावधिक भयो।', en: 'Event updated.' },
  'events.deleted': { ne: 'कार्यक्रम हटाइयो।', en: 'Event deleted.' },
  'events.redated': { ne: 'मिति परिवर्तन भयो।', en: 'Date changed.' },
  'events.copied': { ne: '{count} वटा कार्यक्रम सिर्जना भयो।', en: '{count} event(s) created.' },
  'tasks.created': { ne: 'कार्य थपियो।', en: 'Task added.' },
  'tasks.updated': { ne: 'कार्य अद्यावधिक भयो।', en: 'Task updated.' },
  'tasks.deleted': { ne: 'कार्य हटाइयो।', en: 'Task deleted.' },
  'tasks.fileRemoved': { ne: 'कागजात हटाइयो।', en: 'Document removed.' },
  'documents.created': { ne: 'कागजात थपियो।', en: 'Document added.' },
  'documents.updated': { ne: 'कागजात अद्यावधिक भयो।', en: 'Document updated.' },
  'documents.deleted': { ne: 'कागजात हटाइयो।', en: 'Document deleted.' },
  'companies.created': { ne: 'पालिका थपियो।', en: 'Municipality added.' },
  'companies.updated': { ne: 'पालिकाको विवरण अद्यावधिक भयो।', en: 'Municipality updated.' },
  'companies.deleted': { ne: 'पालिका हटाइयो।', en: 'Municipality deleted.' },
  'companies.renewed': { ne: 'सदस्यता एक वर्ष थपियो।', en: 'Subscription renewed for a year.' },
  'companies.logoRemoved': { ne: 'लोगो हटाइयो।', en: 'Logo removed.' },
  'field.endBeforeStart': {
    ne: 'अन्तिम मिति सुरु मितिभन्दा अघि हुन सक्दैन।',
    en: 'The end date must not be before the start date.',
  },
  'field.yearExists': { ne: 'यो आर्थिक वर्ष पहिले नै छ।', en: 'This fiscal year exists already.' },
  'field.categoryExists': {
    ne: 'यस नामको विषयगत क्षेत्र पहिले नै छ।',
    en: 'A category with this name exists already.',
  },
  'field.notADate': { ne: 'मिति मिलेन (YYYY-MM-DD)।', en: 'Not a date (YYYY-MM-DD).' },
  'field.addressUnknown': {
    ne: 'सूचीबाट प्रदेश, जिल्ला र पालिका छान्नुहोस्।',
    en: 'Choose a province, district and municipality from the list.',
  },
  'field.noSuchCompany': { ne: 'यस्तो पालिका भेटिएन।', en: 'No such municipality.' },
  'field.superAdminOwnerOnly': {
    ne: 'सुपर एडमिन सञ्चालक संस्थामा मात्र रहन सक्छन्।',
    en: 'Only the operator company may have Super-Admins.',
  },
  'field.emailTaken': { ne: 'यो इमेल पहिले नै प्रयोगमा छ।', en: 'This email is in use already.' },
  'field.currentPasswordWrong': {
    ne: 'हालको पासवर्ड मिलेन।',
    en: 'The current password is incorrect.',
  },
  'field.unexpectedFile': { ne: 'यो फाइल अपेक्षित थिएन।', en: 'Unexpected file.' },
  'field.emptyFile': { ne: 'फाइल खाली छ।', en: 'The file is empty.' },
  // The original product's texts for dates and copies, as written for English; in Nepali for Nepali.
  'date.none': { ne: 'कृपया मिति छान्नुहोस्।', en: 'Please select a date' },
  'date.outsideYear': {
    ne: 'मिति {date} आर्थिक वर्ष {year} भित्र पर्दैन।',
    en: 'The input date {date} does not lie in fiscal Year {year}',
  },
  'date.changeInvalid': {
    ne: 'मिति मिलेन; नयाँ मिति छानिएको आर्थिक वर्षभित्र हुनुपर्छ।',
    en: 'invalid date,check your date and fiscalyear',
  },
  'date.changeMissing': { ne: 'नयाँ मिति छान्नुहोस्।', en: 'select the new date' },
  'copy.noEvents': { ne: 'कृपया कार्यक्रमहरू छान्नुहोस्।', en: 'please select events' },
  'copy.noCompanies': { ne: 'कृपया पालिकाहरू छान्नुहोस्।', en: 'please select companies' },
  'field.noSuchFiscalYear': { ne: 'यस्तो आर्थिक वर्ष भेटिएन।', en: 'No such fiscal year.' },
  'field.noSuchCategory': { ne: 'यस्तो विषयगत क्षेत्र भेटिएन।', en: 'No such category.' },
  'field.orderIncomplete': {
    ne: 'क्रममा सबै वस्तु एक-एक पटक हुनुपर्छ।',
    en: 'The order must name every item exactly once.',
  },
  'conflict.ownerCompany': {
    ne: 'सञ्चालक संस्था हटाउन मिल्दैन।',
    en: 'The owner company cannot be deleted.',
  },
  'conflict.ownerNeverExpires': {
    ne: 'सञ्चालक संस्थाको म्याद सकिँदैन।',
    en: 'The owner company never expires.',
  },
  'conflict.lastSuperAdminRole': {
    ne: 'अन्तिम सुपर एडमिनको भूमिका बदल्न मिल्दैन।',
    en: 'The last Super-Admin must stay a Super-Admin.',
  },
  'conflict.deleteSelf': { ne: 'आफैँलाई हटाउन मिल्दैन।', en: 'You cannot delete yourself.' },
  'conflict.lastSuperAdmin': {
    ne: 'अन्तिम सुपर एडमिनलाई हटाउन मिल्दैन।',
    en: 'The last Super-Admin cannot be deleted.',
  },
  'error.multipartExpected': {
    ne: 'फाइलसहितको फारम (multipart/form-data) पठाउनुहोस्।',
    en: 'multipart/form-data expected',
  },
  'error.badRequest': { ne: 'अनुरोध बुझिएन।', en: 'The request could not be read.' },
  'error.validation': {
    ne: 'कृपया दिइएका विवरण जाँच गर्नुहोस्।',
    en: 'Please check the details you entered.',
  },
  'error.forbidden': {
    ne: 'तपाईंलाई यो काम गर्ने अनुमति छैन।',
    en: 'You are not allowed to do this.',
  },
  'error.companyExpired': {
    ne: 'तपाईंको पालिकाको सदस्यता सकिएको छ। नवीकरणका लागि सम्पर्क गर्नुहोस्।',
    en: "Your municipality's subscription has expired. Please contact us to renew it.",
  },
  'error.notFound': { ne: 'खोजिएको कुरा भेटिएन।', en: 'Not found.' },
  'error.methodNotAllowed': {
    ne: 'यो ठेगानामा यो किसिमको अनुरोध (method) चल्दैन।',
    en: 'This address does not take this method.',
  },
  'error.conflict': { ne: 'यो काम अहिले गर्न मिल्दैन।', en: 'This cannot be done now.' },
  'error.tooLarge': { ne: 'पठाइएको फाइल वा विवरण धेरै ठूलो छ।', en: 'What was sent is too large.' },
  'error.unsupportedMedia': {
    ne: 'यो प्रकारको फाइल स्वीकार्य छैन।',
    en: 'This type of file is not accepted.',
  },
  'error.rateLimited': {
    ne: 'धेरै अनुरोध भयो। केही बेरपछि प्रयास गर्नुहोस्।',
    en: 'Too many requests. Please try again shortly.',
  },
  'error.internal': {
    ne: 'सर्भरमा समस्या आयो। कृपया फेरि प्रयास गर्नुहोस्।',
    en: 'Something went wrong on the server. Please try again.',
  },
} as const satisfies Record<string, { ne: string; en: string }>;

export type MessageKey = keyof typeof catalogue;
export type Lang = 'ne' | 'en';

/** The sentence for a key in a language, with `{name}` placeholders filled in. */
export function translate(
  key: MessageKey,
  lang: Lang,
  params: Record<string, string | number> = {},
): string {
  const template: string = catalogue[key][lang];
  return template.replace(/\{(\w+)\}/g, (m, name: string) => {
    if (!(name in params)) return m;
    const value = params[name];
    // Numbers, dates and year labels read in Devanagari digits in a Nepali sentence.
    const numeric = typeof value === 'number' || /^[\d/-]+$/.test(value ?? '');
    return numeric && lang === 'ne' ? toDevanagariDigits(String(value)) : String(value);
  });
}

/** Reads Accept-Language: English when the client prefers it, Nepali otherwise. */
export function languageOf(acceptLanguage: string | string[] | undefined): Lang {
  const value = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  return value?.trim().toLowerCase().startsWith('en') ? 'en' : 'ne';
}
