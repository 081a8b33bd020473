// `pnpm --filter @vuga/tutor build`: validates the content folder and writes it, with the attestation index,
// the model's maps and the quiz bank, to dist/content.json (see prebuilt.ts). Prints how long it took and the
// attestation figures.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { attestationReport, formatAttestation } from '../confidence.ts';
import { buildModel, modelForms, modelIndex } from '../model.ts';
import { buildQuizBank } from '../quiz.ts';
import { learnFromMemory } from '../translate/alignment.ts';
import { memorySensesOf } from '../translate/rw-en.ts';
import { buildEvidence } from './evidence.ts';
import { defaultContentDir, loadContentFromSource } from './load.ts';
import { contentFingerprint, type Prebuilt, prebuiltEvidence, prebuiltFile } from './prebuilt.ts';

export function buildPrebuilt(dir: string = defaultContentDir, file: string = prebuiltFile): Prebuilt {
  const content = loadContentFromSource(dir);
  const evidence = buildEvidence(content);
  const index = modelIndex(content, evidence);
  const memoryWords = learnFromMemory(content.memory ?? []);
  const prebuilt: Prebuilt = {
    fingerprint: contentFingerprint(dir),
    content,
    evidence: evidence.toJSON().join('\n'),
    index,
    quizBank: buildQuizBank(buildModel(content, evidence, index), content.quiz).items,
    memoryWords,
    memorySenses: memorySensesOf(buildModel(content, evidence, index), new Map(memoryWords.rw)),
  };
  mkdirSync(dirname(file), { recursive: true });
  // ASCII only (other characters escaped): the file then reads into a one-byte string, which node decodes and
  // JSON.parse reads faster (15 ms of the API's start-up).
  const json = JSON.stringify(prebuilt).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  writeFileSync(file, json);
  return prebuilt;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\/src\//, '/src/'))) {
  const started = performance.now();
  const prebuilt = buildPrebuilt();
  const ms = performance.now() - started;
  const model = buildModel({
    ...prebuilt.content,
    evidence: prebuiltEvidence(prebuilt),
    index: prebuilt.index,
  });
  console.log(
    `@vuga/tutor content prebuilt to ${prebuiltFile} in ${ms.toFixed(0)} ms (${model.evidence.size} attested word runs, ${prebuilt.index.forms.length} rule-made forms, ${prebuilt.quizBank.length} quiz items)`,
  );
  console.log(formatAttestation(attestationReport(modelForms(model), model.evidence)));
}
