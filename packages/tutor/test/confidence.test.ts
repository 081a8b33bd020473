// Confidence from evidence: the attestation index and the report the eval prints.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { attestationReport } from '../src/confidence.ts';
import { buildEvidence } from '../src/content/evidence.ts';
import { buildModel, modelForms } from '../src/model.ts';
import { fixtureContent } from './fixture.ts';

const content = fixtureContent();
const evidence = buildEvidence(content);

describe('attestation index', () => {
  it('holds word runs of reviewed content and the corpora, not of drafts', () => {
    // "Inka irya ubwatsi." is the example of a reviewed entry.
    expect(evidence.has('irya ubwatsi')).toBe(true);
    expect(evidence.has('Inka')).toBe(true);
    // CLDR calendar word.
    expect(evidence.has('Mutarama')).toBe(true);
    // miliyoni is a draft entry of the fixture.
    expect(evidence.has('miliyoni')).toBe(false);
    expect(evidence.has('')).toBe(false);
  });

  it('leaves no rule-made form sure without evidence', () => {
    const model = buildModel(content, evidence);
    const report = attestationReport(modelForms(model), evidence);
    expect(report.ruleMade).toBeGreaterThan(100);
    expect(report.attested).toBeGreaterThan(0);
    expect(report.sureUnattested).toEqual([]);
  });
});

describe('calibration', () => {
  it('names every confidence the answers and translations report in the CONFIDENCE table', () => {
    // A number on the line where a confidence is set ("confidence: 0.9", "confidence: best ? 0.3 : 0.15") is
    // a constant the table does not name; the table (src/confidence.ts) is the one place for them.
    const src = join(import.meta.dirname, '..', 'src');
    const literal = /confidence\b[^;\n]*\b[01]?\.\d/;
    const offenders = ['answers', 'translate'].flatMap((folder) =>
      readdirSync(join(src, folder))
        .filter((name) => name.endsWith('.ts'))
        .flatMap((name) =>
          readFileSync(join(src, folder, name), 'utf8')
            .split('\n')
            .filter((line) => literal.test(line))
            .map((line) => `${folder}/${name}: ${line.trim()}`),
        ),
    );
    expect(offenders).toEqual([]);
  });
});
