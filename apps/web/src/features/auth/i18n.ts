// The public pages of email (issue 17): forgot password, reset password, unsubscribe. Nepali
// first; `en` must have the same keys (typed). A chunk of their own, loaded with those pages
// (app/load-public-texts.ts): the login page does not carry them.
export const ne = {
  backToLogin: 'लगइनमा फर्कनुहोस्',
  signIn: 'लगइन गर्नुहोस्',
  forgot: {
    title: 'पासवर्ड बिर्सनुभयो?',
    intro:
      'आफ्नो खाताको इमेल लेख्नुहोस्। त्यो इमेलको खाता भए नयाँ पासवर्ड राख्ने लिङ्क पठाइन्छ; लिङ्क ३० मिनेटसम्म चल्छ।',
    email: 'इमेल',
    submit: 'लिङ्क पठाउनुहोस्',
    submitting: 'पठाउँदै…',
  },
  reset: {
    title: 'नयाँ पासवर्ड राख्नुहोस्',
    intro: 'नयाँ पासवर्ड दुई पटक लेख्नुहोस्।',
    password: 'नयाँ पासवर्ड',
    confirm: 'नयाँ पासवर्ड फेरि',
    hint: 'कम्तीमा ८ अक्षर।',
    submit: 'पासवर्ड राख्नुहोस्',
    submitting: 'राख्दै…',
    doneTitle: 'पासवर्ड परिवर्तन भयो',
    invalidTitle: 'यो लिङ्क चल्दैन',
    invalid: 'लिङ्कको समय सकियो, पहिल्यै प्रयोग भइसक्यो वा लिङ्क अधुरो छ। नयाँ लिङ्क माग्नुहोस्।',
    askAgain: 'नयाँ लिङ्क माग्नुहोस्',
  },
  unsubscribe: {
    title: 'इमेल बन्द गर्ने',
    intro: 'यसपछि कार्ययोजनाको साप्ताहिक सारांश र कार्यक्रमका सम्झना इमेलहरू आउन बन्द हुन्छन्।',
    submit: 'इमेल बन्द गर्नुहोस्',
    submitting: 'बन्द गर्दै…',
    invalid: 'यो लिङ्क चल्दैन।',
    later: 'फेरि चाहिए लगइन गरेर प्रोफाइलको "इमेल" भागबाट खोल्न सकिन्छ।',
  },
};

export const en: typeof ne = {
  backToLogin: 'Back to sign in',
  signIn: 'Sign in',
  forgot: {
    title: 'Forgot your password?',
    intro:
      "Enter your account's email. If an account has that email, a link to set a new password is sent to it; the link works for 30 minutes.",
    email: 'Email',
    submit: 'Send the link',
    submitting: 'Sending…',
  },
  reset: {
    title: 'Set a new password',
    intro: 'Type the new password twice.',
    password: 'New password',
    confirm: 'New password again',
    hint: 'At least 8 characters.',
    submit: 'Set the password',
    submitting: 'Saving…',
    doneTitle: 'Password changed',
    invalidTitle: 'This link is not valid',
    invalid: 'The link has expired, has been used already or is incomplete. Ask for a new one.',
    askAgain: 'Ask for a new link',
  },
  unsubscribe: {
    title: 'Stop emails',
    intro: "After this, Karyayojana's weekly digest and event reminders stop coming to you.",
    submit: 'Stop these emails',
    submitting: 'Stopping…',
    invalid: 'This link is not valid.',
    later: 'To turn them on again, sign in and use the "Email" part of your profile.',
  },
};
