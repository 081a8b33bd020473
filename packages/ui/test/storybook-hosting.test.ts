// The kit's Storybook as a second Firebase Hosting site (README, Deploying): its config serves what
// `build-storybook` writes, under a target .firebaserc maps to a site, and the app's own hosting config is
// untouched by it (deploying the app needs no Storybook build).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const json = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));

describe('Storybook hosting', () => {
  const storybook = json('firebase.storybook.json').hosting;
  const scripts = json('package.json').scripts as Record<string, string>;
  const rc = json('.firebaserc');

  it("serves the static build's folder under the storybook target", () => {
    expect(scripts['build-storybook']).toMatch(new RegExp(`-o ${storybook.public}(\\s|$)`));
    expect(storybook.target).toBe('storybook');
    expect(rc.targets[rc.projects.default].hosting.storybook).toHaveLength(1);
  });

  it("leaves the app's hosting config without a target, so `deploy --only hosting` deploys the app alone", () => {
    const app = json('firebase.json').hosting;
    expect(Array.isArray(app)).toBe(false);
    expect(app.public).toBe('apps/web/dist');
  });

  it('publishes to Chromatic only from a workflow that checks for its token, never from .ci/run', () => {
    const workflow = readFileSync(join(root, '.github', 'workflows', 'storybook.yml'), 'utf8');
    expect(workflow).toContain("if: env.CHROMATIC_PROJECT_TOKEN != ''");
    expect(readFileSync(join(root, '.ci', 'run'), 'utf8')).not.toMatch(/chromatic/i);
  });
});
