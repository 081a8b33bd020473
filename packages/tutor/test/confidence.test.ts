// Confidence from evidence: the attestation index and the report the eval prints.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attestationReport,
  buildEvidence,
  evidenceFrom,
  evidenceFromLines,
  sortedLines,
} from '../src/confidence.ts';
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

  it('reads the same from its sorted lines (the prebuilt form) as from its set', () => {
    const lines = evidenceFromLines(sortedLines(evidence));
    expect(lines.size).toBe(evidence.size);
    for (const form of ['irya ubwatsi', 'Inka', 'Mutarama', 'miliyoni', '', 'zzz', 'a'])
      expect(lines.has(form)).toBe(evidence.has(form));
    // Any set of keys, any form asked: members found, others not (first, last and missing keys included).
    const word = fc.stringMatching(/^[a-z]{1,4}( [a-z]{1,3})?$/);
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { maxLength: 40 }),
        fc.array(word, { maxLength: 10 }),
        (keys, asked) => {
          const set = evidenceFrom(keys);
          const text = evidenceFromLines(sortedLines(set));
          for (const form of [...keys, ...asked]) expect(text.has(form)).toBe(set.has(form));
        },
      ),
      { numRuns: 500, seed: 11 },
    );
  });

  it('leaves no rule-made form sure without evidence', () => {
    const model = buildModel(content, evidence);
    const report = attestationReport(modelForms(model), evidence);
    expect(report.ruleMade).toBeGreaterThan(100);
    expect(report.attested).toBeGreaterThan(0);
    expect(report.sureUnattested).toEqual([]);
  });
});
