// Every word of the reviewer's desk (/review-desk), in one place.
import type { DeskItem } from '@vuga/api-client/contract';

export const deskWords = {
  title: 'Review desk',
  lead: 'Drafts waiting for a Kinyarwanda speaker, the ones that unblock learners first. Check every field; approve, correct, reject with a note, or skip.',
  feature: 'the review desk',
  loading: 'Loading the next item to review',
  failedTitle: 'The review desk could not load',
  failed: 'The API did not answer. Try again in a moment.',
  unreachable: 'The API is unreachable.',
  retry: 'Retry',
  deniedTitle: 'Reviewers only',
  deniedDescription:
    'The review desk is for Kinyarwanda speakers who review Vuga’s content. Ask the administrator to add you as a reviewer.',
  emptyTitle: 'Nothing left to review',
  emptyDescription: 'Every draft has a decision, or you skipped the rest. Thank you!',
  itemLabel: 'Item to review',
  remaining: (n: number) => `${n} ${n === 1 ? 'draft' : 'drafts'} left in your queue`,
  leaseUntil: (time: string) => `Yours until ${time}; no other reviewer gets it meanwhile.`,
  kind: {
    lexicon: 'Word',
    phrase: 'Phrase',
    grammar: 'Grammar topic',
    quiz: 'Quiz question',
  } satisfies Record<DeskItem['kind'], string>,
  tier: {
    course: (unit: string | null) => `Needed by the course${unit ? `: ${unit}` : ''}`,
    rules: () => 'Rule-made forms depend on it',
    rest: () => 'Other draft',
  },
  english: 'English',
  partOfSpeech: 'Part of speech',
  nounClass: 'Noun class',
  category: 'Category',
  example: 'Example',
  play: (text: string) => `Play “${text}”`,
  nativeClip: 'Native recording',
  synthesis: 'Synthesised speech',
  evidenceTitle: 'In our corpora',
  evidenceNone: 'No sentence of our corpora contains it.',
  evidenceSource: { tico19: 'TICO-19', commonvoice: 'Common Voice' },
  sureTitle: 'Would become sure',
  sureNone: 'No rule-made form waits on it.',
  sureLead: 'If you approve it, the tutor teaches these forms as sure:',
  actionsLabel: 'Decision',
  keysHint: 'Keys: A approve, C correct, R reject, S skip (not while typing in a field).',
  approve: 'Approve',
  correct: 'Correct',
  reject: 'Reject',
  skip: 'Skip',
  correctTitle: 'Correct the entry',
  correctHint: 'Change what is wrong; the entry is saved as reviewed with your corrections.',
  listHint: 'Separate several with commas.',
  saveCorrection: 'Save correction',
  cancel: 'Cancel',
  rejectTitle: 'Reject the entry',
  note: 'Why is it wrong?',
  noteHint: 'Your note is written above the entry for the next reviewer.',
  noteRequired: 'Say why the entry is rejected.',
  confirmReject: 'Reject with this note',
  nothingChanged: 'Change at least one field, or approve the entry as it is.',
  done: {
    approve: (id: string) => `Approved ${id}.`,
    correct: (id: string) => `Saved the correction of ${id}.`,
    reject: (id: string) => `Rejected ${id}.`,
    skip: (id: string) => `Skipped ${id}.`,
  },
  decisionFailed: 'The decision was not saved.',
} as const;

/** The correction form's fields by kind: which entry field, its label, and how it is typed. */
export type FieldType = 'text' | 'long' | 'list' | 'number';
export const correctionFields: Record<DeskItem['kind'], { field: string; label: string; type: FieldType }[]> =
  {
    lexicon: [
      { field: 'rw', label: 'Kinyarwanda', type: 'text' },
      { field: 'en', label: 'English glosses', type: 'list' },
      { field: 'class', label: 'Noun class', type: 'number' },
      { field: 'plural', label: 'Plural', type: 'text' },
      { field: 'pluralClass', label: 'Plural class', type: 'number' },
      { field: 'notes', label: 'Notes', type: 'long' },
    ],
    phrase: [
      { field: 'rw', label: 'Kinyarwanda', type: 'text' },
      { field: 'en', label: 'English', type: 'text' },
      { field: 'notes', label: 'Notes', type: 'long' },
    ],
    grammar: [
      { field: 'title', label: 'Title', type: 'text' },
      { field: 'summary', label: 'Summary', type: 'long' },
    ],
    quiz: [
      { field: 'question', label: 'Question', type: 'text' },
      { field: 'options', label: 'Options (four)', type: 'list' },
      { field: 'answer', label: 'Right option (0–3)', type: 'number' },
      { field: 'explanation', label: 'Explanation', type: 'long' },
    ],
  };
