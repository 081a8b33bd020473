// The Terms of Service page. A sentence with a link in it is given in parts: before the link, its words, after.
import { messages } from '../../lib/i18n.ts';

export const termsWords = messages('terms', {
  heading: 'Terms of Service',
  updated: 'Last updated January 2025.',
  usingTitle: 'Using Vuga',
  using: {
    before: 'Vuga is free. By creating an account you agree to these terms and to our ',
    link: 'Privacy Policy',
    after: '. You must be at least 13 years old.',
  },
  accountTitle: 'Your account',
  account:
    'Keep your password to yourself and tell us if you think someone else is using your account. You are responsible for what is done with it.',
  fairUseTitle: 'Fair use',
  fairUse: [
    'Use Vuga to learn, not to overload or attack it: automated mass requests are limited and may be blocked.',
    "Do not try to read other people's data or change your own scores by hand.",
    'Be respectful in feedback and messages to us.',
  ],
  tutorTitle: "The tutor's answers",
  tutor:
    'The tutor answers from content written by the Vuga team and open data. We work hard to be correct, and mark material that a Kinyarwanda speaker has not checked yet as a draft, but the tutor can still be wrong. Word-by-word translations are shown as such. Do not rely on Vuga for medical, legal or other important translations.',
  licencesTitle: 'Content and licences',
  licences: {
    before:
      "Vuga's code is open source under the MIT licence. Native recordings come from Mozilla Common Voice (CC0); the translation memory from TICO-19 (CC0); calendar words from the Unicode CLDR (Unicode licence). See the ",
    link: 'About page',
    after: ' for credits.',
  },
  warrantyTitle: 'No warranty',
  warranty:
    'Vuga is provided as it is, without warranty. We may change or stop features, and we will try to give notice before anything that affects your data.',
  contactTitle: 'Contact',
  contact: 'Questions about these terms: ',
});
