// The Privacy Policy page. A sentence with a link in it is given in parts: before the link, its words, after;
// a list item that starts in bold, as its bold words and the rest.
import { messages } from '../../lib/i18n.ts';

export const privacyPolicyWords = messages('privacyPolicy', {
  heading: 'Privacy Policy',
  updated: 'Last updated January 2025.',
  intro:
    'Vuga is a free app for learning Kinyarwanda. This policy says what we keep about you, why, and what you can do about it. We keep as little as we can.',
  whoTitle: 'Who may use Vuga',
  who: (age: number) =>
    `You must be at least ${age} years old to create an account. If you are under ${age}, please do not sign up. If we learn that an account belongs to someone younger, we delete it.`,
  keptTitle: 'What we keep',
  kept: [
    {
      label: 'Your account',
      text: ': your email address, the name you give and when you signed up and last signed in. Passwords are handled by our sign-in provider (Firebase Authentication); we never see them.',
    },
    {
      label: 'Your learning activity',
      text: ': for each chat question, translation, pronunciation request or quiz, the type, the time and short details (at most the first 100 characters of a question or translation, quiz scores and settings). This is what your dashboard, streak and achievements are made from.',
    },
    {
      label: 'Daily activity',
      text: ': which accounts were active on a given day, so the administrator can see how many people use Vuga.',
    },
  ],
  notKept:
    'Chat conversations themselves are not saved: when you leave the chat page, they are gone. Your settings (theme, notification and privacy choices) stay in your browser only.',
  whyTitle: 'Why we keep it',
  why: 'To show you your own progress and to understand, in total, which parts of Vuga help learners. We do not sell data, show advertising or share your activity with anyone else.',
  seeTitle: 'Who can see it',
  see: 'You can see your own records. The one administrator of Vuga can see usage figures and a table of accounts with their activity counts, to keep the service running well. Our database rules enforce this: nobody else can read your records.',
  cookiesTitle: 'Cookies and local storage',
  cookies:
    "Vuga uses no advertising or tracking cookies. Your browser's local storage keeps your sign-in session and your settings. Clearing your browser data signs you out and resets your settings.",
  choicesTitle: 'Your choices',
  export: {
    before: 'Export your data or delete your account from ',
    link: 'Settings → Data & Privacy',
    after: '.',
  },
  optOut: 'Opt out of usage analytics in Settings → Privacy.',
  ask: 'Ask us anything about your data at ',
  changesTitle: 'Changes',
  changes: 'If this policy changes, we update the date above and tell signed-in learners in the app.',
});
