// The content prebuilt to JSON at build time (`pnpm --filter @vuga/tutor build`, run by the bootstrap before
// `npm start` and `npm test`): the validated YAML and TSV, the attestation index, the model's maps (the forms
// the rules make among them) and the quiz bank, in one file the loader reads in tens of milliseconds instead
// of parsing and validating the YAML, running the rules and indexing (about two seconds). The file carries a
// fingerprint of the content folder and of the tutor's code; a stale or missing file is ignored and the loader
// falls back to the YAML and the rules.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Evidence, evidenceFrom } from '../confidence.ts';
import type { BankItem, Content, LearnedWords, ModelIndex } from './types.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const prebuiltFile = resolve(here, '../../dist/content.json');

/** The code whose changes may change the prebuilt file: the tutor's code but speech (the rules among it). */
const sourceDir = resolve(here, '..');
const shapingCode = () =>
  filesUnder(sourceDir).filter((file) => file.endsWith('.ts') && !file.includes(`${sep}speech${sep}`));

export interface Prebuilt {
  fingerprint: string;
  content: Content;
  /** The attestation index (confidence.ts): its match keys, one a line (one string parses faster than 92,000). */
  evidence: string;
  /** The model's maps: every form the rules make, every key normalised, each list sorted (model.ts modelIndex). */
  index: ModelIndex;
  /** The quiz bank without drafts (quiz.ts buildQuizBank). */
  quizBank: BankItem[];
  /** The words learned from the translation memory (translate/alignment.ts): two seconds to learn. */
  memoryWords: LearnedWords;
  /** Each entry's sense in the memory (translate/rw-en.ts memorySensesOf): every form the model knows read. */
  memorySenses: [item: string, sense: number][];
}

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    // The recordings are not content the loader reads (only their index is).
    if (name === 'clips') continue;
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else out.push(path);
  }
  return out;
}

/** A hash of every content file (name and bytes) and of the code that shapes the content. */
export function contentFingerprint(dir: string): string {
  const hash = createHash('sha256');
  for (const file of [...filesUnder(dir), ...shapingCode()]) {
    hash.update(relative(dir, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The prebuilt content of `dir` when the file exists and matches the folder, else null. */
export function readPrebuilt(dir: string, file: string = prebuiltFile): Prebuilt | null {
  if (!existsSync(file)) return null;
  try {
    const prebuilt = JSON.parse(readFileSync(file, 'utf8')) as Prebuilt;
    return prebuilt.fingerprint === contentFingerprint(dir) ? prebuilt : null;
  } catch {
    return null;
  }
}

/** The attestation index of a prebuilt file. */
export const prebuiltEvidence = (prebuilt: Prebuilt): Evidence => evidenceFrom(prebuilt.evidence.split('\n'));
