// How an activity reads in a list (the learner's recent activity and the administrator's): one line from the
// details the activity kept.
import type { DashboardActivity } from '@vuga/analytics';
import { messages } from './i18n.ts';

export const activityWords = messages('activity', {
  type: {
    chat: 'Chat',
    translation: 'Translation',
    quiz: 'Quiz',
    pronunciation: 'Pronunciation',
    review: 'Review',
    lesson: 'Lesson',
  } satisfies Record<DashboardActivity['type'], string>,
  quoted: (label: string, text: string) => `${label}: "${text}"`,
  quiz: (label: string, percentage: string) => `${label}: ${percentage}%`,
  quizIn: (label: string, percentage: string, category: string) => `${label}: ${percentage}% in ${category}`,
  cards: (label: string, cards: number) => `${label}: ${cards} cards`,
  lesson: (label: string, lesson: string) => `${label}: ${lesson}`,
  lessonScore: (label: string, lesson: string, correct: string, exercises: string) =>
    `${label}: ${lesson} (${correct} of ${exercises} right)`,
});

/** One line that says what the learner did, from the details the activity kept. */
export function describeActivity(activity: DashboardActivity): string {
  const details = activity.details as Record<string, unknown>;
  const label = activityWords.type[activity.type];
  switch (activity.type) {
    case 'chat':
    case 'pronunciation':
      return details.question
        ? activityWords.quoted(label, String(details.question))
        : details.word
          ? activityWords.quoted(label, String(details.word))
          : label;
    case 'translation':
      return details.original_text ? activityWords.quoted(label, String(details.original_text)) : label;
    case 'quiz':
      return details.percentage !== undefined
        ? details.category
          ? activityWords.quizIn(label, String(details.percentage), String(details.category))
          : activityWords.quiz(label, String(details.percentage))
        : label;
    case 'review':
      if (typeof details.cards === 'number' && details.cards > 1)
        return activityWords.cards(label, details.cards);
      return details.word ? activityWords.quoted(label, String(details.word)) : label;
    case 'lesson':
      return details.lesson
        ? details.exercises
          ? activityWords.lessonScore(
              label,
              String(details.lesson),
              String(details.correct ?? 0),
              String(details.exercises),
            )
          : activityWords.lesson(label, String(details.lesson))
        : label;
  }
}
