// Records the course ahead of time (issue 30): every text a unit lets a learner hear (catalog.recordings) that
// has no native clip is synthesised into the speech folder the API serves at /audio/, under the name its
// lessons give it. Run at build time — `npm start` and `npm test` before the API starts, the container image
// when it is built — so a device keeping a unit's audio for offline (GET /learn/units/:id/audio) fetches files
// that exist, instead of asking the server for hundreds of syntheses at once. Files already there are kept:
// a second run only checks. Without espeak-ng it says so and records nothing (the API then has no synthesised
// audio either). `pnpm --filter @vuga/api audio:prepare`; in the image, `node dist/prepare-audio.js`.
import { loadContent } from '@vuga/tutor';
import { audioFor, clipIndex } from '@vuga/tutor/responses';
import { createSpeech } from '@vuga/tutor/speech';
import { loadConfig } from './config.ts';
import { buildCatalog } from './learn/catalog.ts';

const started = performance.now();
const config = loadConfig();
const content = loadContent();
const catalog = buildCatalog(content);
const clips = clipIndex(content.clips);
const speech = createSpeech({
  dir: config.SPEECH_SHARED_DIR ?? config.AUDIO_CACHE_DIR,
  shared: config.SPEECH_SHARED_DIR !== undefined,
});

const units = catalog.path.units;
const texts = new Set(units.flatMap((unit) => catalog.recordings(unit.id) ?? []));
const spoken = [...texts].filter((text) => audioFor(text, clips).audio_url === null);
const native = texts.size - spoken.length;
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

if (!speech.available) {
  console.warn(
    `» Course audio: espeak-ng is not installed, so ${spoken.length} of the course's ${texts.size} texts have no recording (${native} native clips).`,
  );
} else {
  let made = 0;
  let bytes = 0;
  let failed = 0;
  await Promise.all(
    spoken.map(async (text) => {
      try {
        const result = await speech.synthesize(text);
        if (!result) return;
        bytes += result.bytes;
        if (!result.cached) made++;
      } catch (error) {
        failed++;
        console.error(`✖ "${text}": ${(error as Error).message}`);
      }
    }),
  );
  console.log(
    `» Course audio: ${units.length} units, ${texts.size} texts: ${native} native clips, ${spoken.length - failed} synthesised (${made} made now, ${(bytes / 1e6).toFixed(2)} MB) in ${seconds()} s`,
  );
  if (failed > 0) process.exitCode = 1;
}
