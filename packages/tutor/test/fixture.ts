// The small, hand-checked content folder the engine tests run against, so they do not move while the real
// content grows.
import { join } from 'node:path';
import { loadContent } from '../src/index.ts';

export const fixtureDir = join(import.meta.dirname, 'fixtures', 'content');
export const fixtureContent = () => loadContent(fixtureDir);
