// How an activity reads in a list (the learner's recent activity and the administrator's): one line from the
// details the activity kept.
import type { DashboardActivity } from '@vuga/analytics';

const typeLabel: Record<DashboardActivity['type'], string> = {
  chat: 'Chat',
  translation: 'Translation',
  quiz: 'Quiz',
  pronunciation: 'Pronunciation',
  review: 'Review',
  lesson: 'Lesson',
};

/** One line that says what the learner did, from the details the activity kept. */
export function describeActivity(activity: DashboardActivity): string {
  const details = activity.details as Record<string, unknown>;
  const label = typeLabel[activity.type];
  switch (activity.type) {
    case 'chat':
    case 'pronunciation':
      return details.question
        ? `${label}: "${String(details.question)}"`
        : details.word
          ? `${label}: "${String(details.word)}"`
          : label;
    case 'translation':
      return details.original_text ? `${label}: "${String(details.original_text)}"` : label;
    case 'quiz':
      return details.percentage !== undefined
        ? `${label}: ${String(details.percentage)}%${details.category ? ` in ${String(details.category)}` : ''}`
        : label;
    case 'review':
      if (typeof details.cards === 'number' && details.cards > 1) return `${label}: ${details.cards} cards`;
      return details.word ? `${label}: "${String(details.word)}"` : label;
    case 'lesson':
      return details.lesson
        ? `${label}: ${String(details.lesson)}${details.exercises ? ` (${String(details.correct ?? 0)} of ${String(details.exercises)} right)` : ''}`
        : label;
  }
}
