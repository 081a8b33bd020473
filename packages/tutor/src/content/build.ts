// `pnpm --filter @vuga/tutor build`: validates the content folder and writes it, with the attestation index,
// to dist/content.json (see prebuilt.ts). Prints how long it took and the attestation figures.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { attestationReport, buildEvidence, formatAttestation } from '../confidence.ts';
import { buildModel, deriveForms, modelForms } from '../model.ts';
import { defaultContentDir, loadContentFromSource } from './load.ts';
import { contentFingerprint, type Prebuilt, prebuiltFile } from './prebuilt.ts';

export function buildPrebuilt(dir: string = defaultContentDir, file: string = prebuiltFile): Prebuilt {
  const content = loadContentFromSource(dir);
  const evidence = buildEvidence(content);
  const forms = deriveForms(buildModel(content, evidence).items, evidence);
  const prebuilt: Prebuilt = {
    fingerprint: contentFingerprint(dir),
    content,
    evidence: evidence.toJSON(),
    forms,
  };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(prebuilt));
  return prebuilt;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\/src\//, '/src/'))) {
  const started = performance.now();
  const prebuilt = buildPrebuilt();
  const ms = performance.now() - started;
  const model = buildModel(prebuilt.content);
  console.log(
    `@vuga/tutor content prebuilt to ${prebuiltFile} in ${ms.toFixed(0)} ms (${prebuilt.evidence.length} attested word runs, ${prebuilt.forms.length} rule-made forms)`,
  );
  console.log(formatAttestation(attestationReport(modelForms(model), model.evidence)));
}
