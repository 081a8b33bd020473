// `npm run chromatic`: publishes the built Storybook to Chromatic for hosted visual review. Runs only when
// CHROMATIC_PROJECT_TOKEN is set (the Chromatic CLI reads it from the environment, so it never appears on a
// command line); otherwise it says so and exits successfully, because the committed screenshot baselines
// (`pnpm test:stories`) already guard the visuals locally.
import { installDependencies, pnpm } from './lib/bootstrap.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('» chromatic: CHROMATIC_PROJECT_TOKEN is not set, nothing to publish (skipped).');
  process.exit(0);
}

try {
  installDependencies();
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}

console.log('» Building Storybook');
const built = pnpm(['run', 'build-storybook']);
if (built !== 0) process.exit(built);

console.log('» Publishing to Chromatic');
// The CLI is a pinned devDependency (package.json, lockfile): every run publishes with the same version.
// Changes are for review in Chromatic's UI, not a failure of this command.
process.exit(
  pnpm(['exec', 'chromatic', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes']),
);
