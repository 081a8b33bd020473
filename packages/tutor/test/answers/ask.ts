// The answers' tests share one tutor over the test fixture, its clock on a Monday morning.
import { createTutor } from '../../src/index.ts';
import { fixtureContent } from '../fixture.ts';

export const morning = new Date(2026, 0, 5, 9, 30);
export const evening = new Date(2026, 0, 5, 18, 0);
export const tutor = createTutor(fixtureContent(), { now: () => morning });
export const ask = (question: string) => tutor.answer(question);
