// The offline banner's and the update prompt's texts (issue 18): with the features' texts,
// loaded by the signed-in layout (app/feature-texts.ts), so the sign-in page carries none.
export const ne = {
  title: 'इन्टरनेट जडान छैन।',
  stale: 'सर्भरसँग सम्पर्क भएन।',
  since: 'देखाइएका विवरण {{when}} सम्मका हुन्।',
  reason: 'परिवर्तन सेभ गर्न इन्टरनेट चाहिन्छ; फारममा लेखेका कुरा हराउँदैनन्, जडान आएपछि सेभ गर्नुहोस्।',
  newVersion: 'कार्ययोजनाको नयाँ संस्करण आएको छ।',
  reload: 'फेरि लोड गर्नुहोस्',
};

export const en: typeof ne = {
  title: 'No internet connection.',
  stale: 'The server could not be reached.',
  since: 'What you see dates from {{when}}.',
  reason:
    'Saving needs the internet; what you type in a form is kept, save it once you are online.',
  newVersion: 'A new version of Karyayojana is available.',
  reload: 'Reload',
};
