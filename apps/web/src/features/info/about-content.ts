// The About page. A sentence with a link in it is given in parts: before the link, its words, after; a list
// item that starts in bold, as its bold words and the rest.
import { messages } from '../../lib/i18n.ts';

export const aboutWords = messages('about', {
  heading: 'About Vuga',
  lead: 'Vuga means "speak" in Kinyarwanda. It is a free app that helps English speakers learn the language of Rwanda by asking, listening and practising.',
  missionTitle: 'Our mission',
  mission:
    "Kinyarwanda is spoken by more than twelve million people, yet good learning material for English speakers is scarce. Vuga's mission is to make a patient, honest tutor free for everyone: one that answers the questions you actually have, speaks every word, and tells you when it is not sure.",
  teamTitle: 'Who builds it',
  team: 'Vuga is built by a small open-source team of engineers and Kinyarwanda learners. Every word, phrase, grammar note and quiz question is written by the team as open data and marked as a draft until a Kinyarwanda speaker has reviewed it — if you speak the language, you can help.',
  whyTitle: 'Why learn Kinyarwanda?',
  why: [
    'Talk with friends, family and colleagues in Rwanda in their own language.',
    'Travel with more than greetings: markets, directions, food and small talk.',
    'Understand a Bantu language: its noun classes and verb forms follow clear, learnable patterns.',
  ],
  howTitle: 'How it works',
  ask: {
    label: 'Ask the tutor',
    before: ' in the ',
    link: 'chat',
    after: ': words, phrases, numbers, plurals, verb forms and grammar.',
  },
  steps: [
    {
      label: 'Listen',
      text: ' to each word: native Common Voice recordings where they exist, otherwise a voice built from Kinyarwanda spelling rules.',
    },
    { label: 'Translate', text: ' in both directions; every result says how sure it is.' },
    {
      label: 'Test yourself',
      text: ' with timed quizzes that explain every answer, and follow your progress on your dashboard.',
    },
  ],
  technologyTitle: 'Technology',
  technology:
    'Vuga is a React web app with an accessible component library, a tutor engine that runs on our own server with no paid AI service, and Firebase for sign-in and progress. The code is open source under the MIT licence.',
  creditsTitle: 'Credits',
  credits: [
    'Native recordings: Mozilla Common Voice Kinyarwanda contributors (CC0 1.0).',
    'Translation memory: TICO-19, the Translation Initiative for COVID-19 (CC0 1.0).',
    'Month, weekday and language names: Unicode CLDR (Unicode License v3).',
    "Pronunciation rules started from Epitran's Kinyarwanda map (MIT).",
  ],
  faqTitle: 'Frequently asked',
  more: { before: 'More in the ', link: 'FAQ', after: '.' },
  contactTitle: 'Contact us',
  contact: {
    before: 'Email ',
    after: ', or write here: the form opens your email app with the message ready to send.',
  },
  ctaTitle: 'Ready to say your first words?',
  cta: 'Start chatting with the tutor',
});
