// The calibration report: over every probe of the development sets whose right answer is known, how many
// outputs each confidence band holds, how many of them are right and how many wrong. A band is only worth its
// name when what it holds is right: "sure" must hold no known wrong output.
import { CONFIDENCE_BANDS } from '../confidence.ts';

export interface Outcome {
  /** What was asked (for the list of sure-but-wrong outputs). */
  label: string;
  confidence: number;
  right: boolean;
}

export interface BandFigures {
  band: keyof typeof CONFIDENCE_BANDS;
  count: number;
  right: number;
  wrong: number;
}

/** The band a confidence falls in: sure, check (with a speaker) or guess, as the app shows them. */
export function bandOf(confidence: number): keyof typeof CONFIDENCE_BANDS {
  if (confidence >= CONFIDENCE_BANDS.sure) return 'sure';
  return confidence >= CONFIDENCE_BANDS.check ? 'check' : 'guess';
}

export function calibration(outcomes: readonly Outcome[]): { bands: BandFigures[]; sureWrong: string[] } {
  const bands = (Object.keys(CONFIDENCE_BANDS) as (keyof typeof CONFIDENCE_BANDS)[]).map((band) => {
    const held = outcomes.filter((outcome) => bandOf(outcome.confidence) === band);
    const right = held.filter((outcome) => outcome.right).length;
    return { band, count: held.length, right, wrong: held.length - right };
  });
  const sureWrong = outcomes
    .filter((outcome) => !outcome.right && bandOf(outcome.confidence) === 'sure')
    .map((outcome) => `${outcome.label} [${outcome.confidence}]`);
  return { bands, sureWrong };
}

export function formatCalibration({ bands, sureWrong }: ReturnType<typeof calibration>): string {
  const rows = bands.map(
    ({ band, count, right, wrong }) =>
      `  ${band.padEnd(6)} ≥ ${CONFIDENCE_BANDS[band].toFixed(2)}  ${String(count).padStart(5)}  ${String(right).padStart(5)}  ${String(wrong).padStart(5)}  ${count === 0 ? '   –' : `${((100 * right) / count).toFixed(1)}%`}`,
  );
  return [
    '  band   from    outputs  right  wrong  precision',
    ...rows,
    ...sureWrong.slice(0, 20).map((line) => `  ✖ sure but wrong: ${line}`),
  ].join('\n');
}
