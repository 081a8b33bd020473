// @vuga/tutor/review: the reviewer's desk over the content (the queue of drafts) and the export of its
// decisions back into the YAML files.
export * from './desk.ts';
export * from './export.ts';
