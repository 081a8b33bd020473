// Words of the Settings page's Privacy tab and of the confirmation after an account is deleted.
import type { DeleteAccountResponse } from '@vuga/api-client';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const privacyContent = {
  tab: 'Privacy',
  title: 'Privacy',
  description:
    'Vuga has no public profiles: nobody else sees your name or progress. Only the administrator sees usage figures.',
  dataTitle: 'Your data',
} as const;

export const accountDeletedContent = {
  heading: 'Your account has been deleted',
  title: 'Deleted, and signed out',
  /** What the API removed with the account (DELETE /account's counts). */
  summary: (result: DeleteAccountResponse) =>
    result.already
      ? 'Your account had already been deleted, with everything Vuga kept about it. You are signed out.'
      : `Your sign-in account is gone, with everything Vuga kept about you: ${plural(result.activities, 'activity', 'activities')}, ${plural(result.quizResults, 'quiz result', 'quiz results')}, ${plural(result.days, 'day of statistics', 'days of statistics')} and ${plural(result.learning, 'learning record', 'learning records')}. You are signed out on this device.`,
  home: 'Go to the home page',
} as const;
