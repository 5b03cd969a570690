// The settings screens' texts. Nepali first; `en` must have the same keys (typed).
export const ne = {
  title: 'सेटिङ',
  tabs: {
    label: 'सेटिङका भागहरू',
    profile: 'प्रोफाइल',
    company: 'नगरपालिका',
    changePassword: 'पासवर्ड परिवर्तन',
  },
  profile: {
    title: 'प्रोफाइल',
    user: 'प्रयोगकर्ताको विवरण',
    name: 'नाम',
    email: 'इमेल',
    role: 'भूमिका',
    company: 'नगरपालिकाको विवरण',
    companyName: 'नाम',
    tagline: 'नारा',
    address: 'ठेगाना',
    logo: '{{name}} को लोगो',
    subLogo: '{{name}} को सहायक लोगो',
    status: 'सदस्यता',
    active: 'सक्रिय',
    expired: 'म्याद सकिएको',
    daysLeft: '{{days}} दिन बाँकी',
    neverExpires: 'म्याद नसकिने',
    expiresSoon: 'म्याद छिट्टै सकिँदैछ',
    changePassword: 'पासवर्ड परिवर्तन गर्नुहोस्',
    editCompany: 'नगरपालिकाको विवरण सम्पादन',
  },
  calendarFeed: {
    title: 'क्यालेन्डरमा कार्ययोजना',
    intro:
      'यो लिङ्क Google Calendar, Outlook वा फोनको क्यालेन्डरमा थप्नुहोस्: कार्ययोजनाका कार्यक्रमहरू त्यहीँ देखिन्छन् र आफैँ अद्यावधिक हुन्छन्।',
    urlLabel: 'क्यालेन्डरको लिङ्क',
    copy: 'कपी गर्नुहोस्',
    copied: 'लिङ्क कपी भयो।',
    copyFailed: 'कपी गर्न सकिएन। लिङ्क छानिएको छ: Ctrl+C (फोनमा थिचिराख्नुहोस्) गरी कपी गर्नुहोस्।',
    loadFailed: 'क्यालेन्डरको लिङ्क ल्याउन सकिएन।',
    filters: 'के-के देखाउने (ऐच्छिक)',
    filtersHint: 'छानेअनुसार माथिको लिङ्क बदलिन्छ।',
    status: 'स्थिति',
    category: 'वर्ग',
    allStatuses: 'सबै स्थिति',
    allCategories: 'सबै वर्ग',
    statuses: {
      // The events list's own words for the statuses (features/events/i18n.ts).
      done: 'सम्पन्न भएको',
      notDone: 'सम्पन्न नभएको',
      postponed: 'हुने तर नभएको',
      canceled: 'रद्द गरिएको',
    },
    privateTitle: 'यो लिङ्क तपाईंको निजी हो',
    privateNote:
      'लिङ्क भएको जो कोहीले पनि कार्ययोजना पढ्न सक्छ। अरूलाई नदिनुहोस्; लिङ्क अरूको हातमा पुगेको शंका भए नयाँ लिङ्क लिनुहोस्।',
    rotate: 'नयाँ लिङ्क लिनुहोस्',
    rotateTitle: 'नयाँ लिङ्क लिने हो?',
    rotateDescription:
      'पुरानो लिङ्कले तुरुन्तै काम गर्न छोड्छ। त्यो लिङ्क थपिएका सबै क्यालेन्डरमा नयाँ लिङ्क फेरि थप्नुपर्छ।',
    rotateConfirm: 'हो, नयाँ लिङ्क लिनुहोस्',
    rotated: 'नयाँ लिङ्क तयार भयो। पुरानो लिङ्कले अब काम गर्दैन।',
    howTo: 'क्यालेन्डरमा कसरी थप्ने',
    google: {
      title: 'Google Calendar (कम्प्युटरमा)',
      step1: 'calendar.google.com खोल्नुहोस्।',
      step2: 'बायाँपट्टि "Other calendars" को छेउको + थिच्नुहोस्।',
      step3: '"From URL" छान्नुहोस्।',
      step4: 'माथिको लिङ्क टाँस्नुहोस् र "Add calendar" थिच्नुहोस्।',
    },
    outlook: {
      title: 'Outlook',
      step1: 'Outlook को क्यालेन्डरमा "Add calendar" थिच्नुहोस्।',
      step2: '"Subscribe from web" छान्नुहोस्।',
      step3: 'माथिको लिङ्क टाँस्नुहोस्, नाम दिनुहोस् र "Import" थिच्नुहोस्।',
    },
    iphone: {
      title: 'iPhone',
      step1: 'Settings → Calendar → Accounts → Add Account खोल्नुहोस्।',
      step2: '"Other" → "Add Subscribed Calendar" छान्नुहोस्।',
      step3: 'माथिको लिङ्क टाँस्नुहोस् र "Next" थिच्नुहोस्।',
    },
    android: {
      title: 'Android',
      step1:
        'कम्प्युटर वा फोनको ब्राउजरमा calendar.google.com मा माथि Google Calendar का चरणहरू पूरा गर्नुहोस्।',
      step2:
        'त्यही Google खाता भएको फोनको Google Calendar एपमा कार्ययोजना आफैँ देखिन्छ (एपको सेटिङमा "Sync" खुला राख्नुहोस्)।',
    },
    refreshNote:
      'क्यालेन्डर एपहरूले लिङ्क केही घण्टामा एकपटक मात्र फेरि पढ्छन्: नयाँ परिवर्तन देखिन केही समय लाग्न सक्छ।',
  },
  company: {
    title: 'नगरपालिकाको विवरण',
    description: 'नाम, नारा, सम्पर्क, ठेगाना र लोगो।',
  },
  changePassword: {
    title: 'पासवर्ड परिवर्तन',
  },
};

export const en: typeof ne = {
  title: 'Settings',
  tabs: {
    label: 'Parts of the settings',
    profile: 'Profile',
    company: 'Company',
    changePassword: 'Change Password',
  },
  profile: {
    title: 'Profile',
    user: 'Your details',
    name: 'Name',
    email: 'Email',
    role: 'Role',
    company: 'Municipality',
    companyName: 'Name',
    tagline: 'Tagline',
    address: 'Address',
    logo: 'Logo of {{name}}',
    subLogo: 'Sub-logo of {{name}}',
    status: 'Subscription',
    active: 'Active',
    expired: 'Expired',
    daysLeft: '{{days}} days left',
    neverExpires: 'Never expires',
    expiresSoon: 'Expires soon',
    changePassword: 'Change the password',
    editCompany: 'Edit the municipality',
  },
  calendarFeed: {
    title: 'Calendar subscription',
    intro:
      "Add this link to Google Calendar, Outlook or your phone's calendar: the work plan's events show there and stay up to date by themselves.",
    urlLabel: 'Calendar link',
    copy: 'Copy',
    copied: 'Link copied.',
    copyFailed:
      'Could not copy. The link is selected: press Ctrl+C (on a phone, long-press) to copy it.',
    loadFailed: 'Could not load the calendar link.',
    filters: 'What to show (optional)',
    filtersHint: 'The link above changes with your choice.',
    status: 'Status',
    category: 'Category',
    allStatuses: 'All statuses',
    allCategories: 'All categories',
    statuses: {
      done: 'Done',
      notDone: 'Not done',
      postponed: 'Postponed',
      canceled: 'Canceled',
    },
    privateTitle: 'This link is personal',
    privateNote:
      'Anyone who has the link can read the work plan. Do not share it; if you think it has leaked, get a new link.',
    rotate: 'Get a new link',
    rotateTitle: 'Get a new link?',
    rotateDescription:
      'The old link stops working at once. Every calendar that uses it must be given the new link.',
    rotateConfirm: 'Yes, get a new link',
    rotated: 'A new link is ready. The old link no longer works.',
    howTo: 'How to add it to a calendar',
    google: {
      title: 'Google Calendar (on a computer)',
      step1: 'Open calendar.google.com.',
      step2: 'On the left, press + next to "Other calendars".',
      step3: 'Choose "From URL".',
      step4: 'Paste the link above and press "Add calendar".',
    },
    outlook: {
      title: 'Outlook',
      step1: 'In Outlook\'s calendar, press "Add calendar".',
      step2: 'Choose "Subscribe from web".',
      step3: 'Paste the link above, give it a name and press "Import".',
    },
    iphone: {
      title: 'iPhone',
      step1: 'Open Settings → Calendar → Accounts → Add Account.',
      step2: 'Choose "Other" → "Add Subscribed Calendar".',
      step3: 'Paste the link above and press "Next".',
    },
    android: {
      title: 'Android',
      step1:
        'In a browser on a computer or phone, follow the Google Calendar steps above at calendar.google.com.',
      step2:
        'The Google Calendar app on a phone with the same Google account then shows the work plan (keep "Sync" on in the app\'s settings).',
    },
    refreshNote:
      'Calendar apps read the link again only every few hours: new changes can take a while to show.',
  },
  company: {
    title: "The municipality's details",
    description: 'Name, tagline, contacts, address and logos.',
  },
  changePassword: {
    title: 'Change password',
  },
};
