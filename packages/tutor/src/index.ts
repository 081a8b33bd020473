export {
  type Content,
  ContentError,
  clipsDir,
  defaultContentDir,
  loadContent,
  parseClipIndex,
} from './content/load.ts';
export * from './content/schema.ts';
export { createTutor, type Tutor, type TutorStatus } from './tutor.ts';
