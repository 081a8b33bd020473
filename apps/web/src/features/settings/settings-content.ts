// Words of the Settings page and of the confirmation after an account is deleted.
import type { DeleteAccountResponse } from '@vuga/api-client';
import { messages } from '../../lib/i18n.ts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const settingsContent = messages('settings', {
  heading: 'Settings',
  sections: 'Settings sections',
  noEmail: 'Your account has no email address to export by.',
  accountTab: 'Account',
  name: 'Name',
  email: 'Email',
  memberSince: 'Member since',
  lastSignIn: 'Last sign-in',
  unknown: 'Unknown',
  resetSent: (email: string) => `We sent a password reset link to ${email}.`,
  changePassword: 'Change password',
  signOut: 'Sign Out',
  preferencesTab: 'Preferences',
  language: 'Language',
  languageHint: 'The words of the app. Lessons and the tutor stay in Kinyarwanda and English.',
  theme: 'Theme',
  themeLight: 'Light',
  themeDark: 'Dark',
  themeAuto: 'Auto (follow my device)',
  newCards: 'New review cards a day',
  newCardsHint: 'How many new words a day come to Review; the rest wait for the next days.',
  newCardsOption: (count: number) => `${count} a day`,
  autoPlay: 'Play pronunciation automatically',
  autoPlayHint: "Speak each tutor answer's word as soon as it arrives.",
  soundEffects: 'Sound effects',
  soundEffectsHint: "A short sound when a lesson's answer is right or wrong, and when a lesson is complete.",
  optOut: 'Opt out of usage analytics',
  optOutHint: 'Stop recording my activity for my dashboard and the usage figures.',
  exportTitle: 'Export your data',
  exportText:
    'Download everything Vuga keeps about you (your activity, quiz results, statistics and settings) as a file.',
  exportButton: 'Export my data',
  exported: 'Your data has been downloaded.',
  exportFailed: (reason: string) => `Export failed: ${reason}`,
  deleteTitle: 'Delete your account',
  deleteText:
    'This permanently deletes your account, your progress and your achievements. It cannot be undone.',
  deleteButton: 'Delete account',
  deleteFailed: (reason: string) => `Deleting your account failed: ${reason}`,
  /** The confirmation dialog's words. */
  /** What the learner types to confirm. */
  deleteWord: 'DELETE',
  deleteModal: {
    title: 'Delete Account',
    description: 'This permanently deletes your account and your progress. It cannot be undone.',
    confirm: 'Delete Account',
    cancel: 'Cancel',
    close: 'Close',
    typeToConfirm: (word: string) => `Type ${word} to confirm`,
  },
});

/** Each language by its own name, so a learner finds theirs whatever the interface shows now. */
export const languageNames = { en: 'English', fr: 'Français' } as const;

export const privacyContent = messages('privacy', {
  tab: 'Privacy',
  title: 'Privacy',
  description:
    'Vuga has no public profiles: nobody else sees your name or progress. Only the administrator sees usage figures.',
  dataTitle: 'Your data',
});

export const accountDeletedContent = messages('accountDeleted', {
  heading: 'Your account has been deleted',
  title: 'Deleted, and signed out',
  /** What the API removed with the account (DELETE /account's counts). */
  summary: (result: DeleteAccountResponse) =>
    result.already
      ? 'Your account had already been deleted, with everything Vuga kept about it. You are signed out.'
      : `Your sign-in account is gone, with everything Vuga kept about you: ${plural(result.activities, 'activity', 'activities')}, ${plural(result.quizResults, 'quiz result', 'quiz results')}, ${plural(result.days, 'day of statistics', 'days of statistics')} and ${plural(result.learning, 'learning record', 'learning records')}. You are signed out on this device.`,
  home: 'Go to the home page',
});
