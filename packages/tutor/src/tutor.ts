// The tutor: built once from the content, then asked questions. This first slice reports what it knows;
// answers, translation, quizzes and speech build on the same loaded content.
import { type Content, loadContent } from './content/load.ts';

export interface TutorStatus {
  /** True when the lexicon is loaded and the tutor can answer. */
  teachingModel: boolean;
  /** True when native recordings are available. */
  nativeAudio: boolean;
  /** Number of distinct words and phrases with a native recording. */
  nativeWords: number;
  lexiconEntries: number;
}

export interface Tutor {
  readonly content: Content;
  status(): TutorStatus;
}

export function createTutor(content: Content = loadContent()): Tutor {
  const nativeWords = new Set(content.clips.map((clip) => clip.sentence.toLowerCase())).size;
  const lexiconEntries = content.lexicon.reduce((sum, file) => sum + file.entries.length, 0);
  const status: TutorStatus = {
    teachingModel: lexiconEntries > 0,
    nativeAudio: content.clips.length > 0,
    nativeWords,
    lexiconEntries,
  };
  return { content, status: () => status };
}
