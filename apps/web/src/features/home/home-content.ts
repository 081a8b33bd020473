// The home page's words (the examples it shows, in showcase.ts, are content and stay as they are).
import { messages } from '../../lib/i18n.ts';

export const homeWords = messages('home', {
  title: 'Learn Kinyarwanda, one word at a time',
  lead: 'Vuga is a free tutor that answers your questions, speaks every word and quizzes you — made for English speakers.',
  startLearning: 'Start Learning',
  translateText: 'Translate Text',
  testKnowledge: 'Test Knowledge',
  vocabulary: 'Vocabulary showcase',
  conversations: 'Example conversations',
  hear: (word: string) => `Hear "${word}"`,
  learnerAsked: 'Learner asked',
  tutorAnswered: 'Tutor answered',
  showcase: { pause: 'Pause rotation', play: 'Start rotation', previous: 'Previous', next: 'Next' },
  featuresTitle: 'Everything you need to start speaking',
  chatTitle: 'Chat tutor',
  chatText:
    'Ask how to say anything, what a word means, plurals, numbers and verb forms — and hear every word.',
  chatLink: 'Open the chat',
  translateTitle: 'Translation',
  translateText2: 'English to Kinyarwanda and back, with an honest note on how sure each translation is.',
  translateLink: 'Translate text',
  quizTitle: 'Quizzes',
  quizText: 'Timed quizzes by topic and level that explain every answer.',
  quizLink: 'Take a quiz',
  progressTitle: 'Your progress',
  progressText: 'Streaks, achievements and tips on what to practise next.',
  progressLink: 'See your dashboard',
});
