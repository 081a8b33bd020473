// The Help Center page. A sentence with a link in it is given in parts: before the link, its words, after; a
// list item that starts in bold, as its bold words and the rest.
import { messages } from '../../lib/i18n.ts';

export const helpWords = messages('help', {
  heading: 'Help Center',
  lead: 'How to get the most out of Vuga, and what to do when something does not work.',
  topics: 'Help topics',
  gettingStartedTitle: 'Getting started',
  gettingStarted: {
    before:
      'Create a free account with your email or a Google account (Sign In → Sign Up). Then start with the ',
    link: 'chat tutor',
    after: ': ask "How do I say thank you?" or pick one of the suggested questions.',
  },
  chatTitle: 'The chat tutor',
  chat: [
    'Ask the way you would ask a person: "what does amazi mean", "how\'d I say good morning", "plural of umwana".',
    'Press the speaker button on an answer to hear the word. Native recordings are marked as community recordings.',
    'Enter sends your message; Shift+Enter starts a new line.',
    'When the tutor is unsure, it says so and suggests questions it can answer well.',
    'Conversations are not saved: they are gone when you leave the page.',
  ],
  translateTitle: 'Translation',
  translate:
    'Type English or Kinyarwanda, choose the direction (or swap it) and press Translate, or Ctrl+Enter. Each result says how it was found: a known phrase is reliable, a word-by-word translation is only a rough guide. Your last five translations stay on the page.',
  quizTitle: 'Quizzes',
  quiz: 'Choose how many questions (5 to 25), a category and a difficulty. Each question has 60 seconds on the shared timer; when time runs out, the quiz is submitted with the answers you gave. The results explain every question.',
  progressTitle: 'Progress and achievements',
  progress: {
    before: 'Your ',
    link: 'dashboard',
    after:
      ' counts your chats, translations, pronunciation practice and quizzes, shows your streak of consecutive days with activity ending today, and unlocks achievements such as your first chat or a quiz score of 80% or more.',
  },
  accountTitle: 'Account and settings',
  account: {
    before: 'Forgot your password? Use Sign In → Reset Password and we will email you a link. In ',
    link: 'Settings',
    after:
      ' you can choose light, dark or automatic theme, how many new words a day come to Review, sounds and pronunciation, stop your activity being recorded, export your data or delete your account.',
  },
  accessibilityTitle: 'Accessibility',
  accessibility:
    'Vuga works with a keyboard alone and with screen readers: every control has a label, focus is always visible, the chat announces new answers politely and the quiz timer announces only important moments. Animations stop when your system asks for reduced motion, and dark mode follows your system if you choose "auto". If something is hard to use, please tell us at ',
  troubleshootingTitle: 'Troubleshooting',
  troubleshooting: [
    {
      label: 'The chat shows "Disconnected"',
      text: ': the tutor service could not be reached. Check your connection and refresh the page.',
    },
    {
      label: 'No sound',
      text: ': check that your device is not muted, then press the speaker button again. Some browsers only play sound after you have clicked on the page.',
    },
    {
      label: '"Configuration Required"',
      text: ': this copy of Vuga has not been connected to its sign-in service. If you run it yourself, see the README.',
    },
  ],
  stuck: { before: 'Still stuck? ', link: 'Send us feedback', after: ' or write to ' },
});
