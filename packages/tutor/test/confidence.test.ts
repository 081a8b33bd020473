// Confidence from evidence: the attestation index and the report the eval prints.
import { describe, expect, it } from 'vitest';
import { attestationReport, buildEvidence } from '../src/confidence.ts';
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
