// The course's recordings kept on this device (issue 30): while online, each unit whose lessons are kept ready
// for offline (features/learn/api/offline.ts) has its recordings kept too — every one its lessons, review cards
// and guidebook play, as GET /learn/units/:id/audio lists them (the API records them at build time) — and the
// due review cards' recordings with them. They live in a Cache Storage cache of their own, under the URLs the
// API gives, so the audio player (lib/audio-player.ts) plays a kept one from the device whether or not there
// is a network, and the offline tutor's answers can name the recording of a word the course teaches. A word
// outside the kept units has none offline: the screens say it needs the network. Settings shows what is kept
// and "Remove offline data" deletes it.
import {
  audioUrl,
  type ChatResponse,
  type TranslateRequest,
  type TranslateResponse,
  type UnitAudioResponse,
} from '@vuga/api-client';
import { apiClient } from '../api-client.ts';

export const courseAudioCache = 'vuga-course-audio';
/** Where a kept unit's list of recordings is stored, beside them: the unit counts as kept once it is there. */
const listPrefix = '/offline/course-audio/';
const listKey = (unitId: string) => `${listPrefix}${encodeURIComponent(unitId)}`;
/** The API's audio answers vary by Origin (CORS): a kept recording is the same for every page of the app. */
const match = { ignoreVary: true } as const;

const hasCaches = () => typeof caches !== 'undefined';
const absolute = (path: string) => audioUrl(apiClient.baseUrl, path, undefined);

const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};
/** Called whenever recordings are kept or removed (Settings shows what is stored). */
export function onCourseAudioChange(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Keeps the recordings at these API paths (those kept already are not fetched again). */
export async function keepRecordings(paths: readonly (string | null)[]): Promise<void> {
  if (!hasCaches()) return;
  const cache = await caches.open(courseAudioCache);
  let added = 0;
  for (const path of new Set(paths)) {
    if (!path) continue;
    const url = absolute(path);
    if (await cache.match(url, match)) continue;
    const response = await fetch(url);
    // A recording the server cannot give now (a synthesis failing) is tried again on the next visit.
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    await cache.put(url, response);
    added++;
  }
  if (added > 0) changed();
}

const keeping = new Map<string, Promise<void>>();

/** Keeps a unit's recordings, once: a unit kept already costs one look in the cache. */
export function keepUnitAudio(unitId: string): Promise<void> {
  let job = keeping.get(unitId);
  if (!job) {
    job = (async () => {
      if (!hasCaches() || (await caches.match(listKey(unitId), { cacheName: courseAudioCache }))) return;
      const list = await apiClient.unitAudio(unitId);
      await keepRecordings(list.recordings.map((recording) => recording.audio_url));
      await (await caches.open(courseAudioCache)).put(listKey(unitId), Response.json(list));
      changed();
    })().finally(() => keeping.delete(unitId));
    keeping.set(unitId, job);
  }
  return job;
}

/** A kept recording of the URL the API gave (absolute, as the player is given it), if this device has it. */
export async function keptRecording(url: string): Promise<Blob | undefined> {
  if (!hasCaches()) return undefined;
  const response = await caches.match(url, { ...match, cacheName: courseAudioCache }).catch(() => undefined);
  return response?.blob();
}

/** Case, accents, apostrophes and the sentence's end folded, as the tutor matches a word to the course. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`]/g, "'")
    .toLowerCase()
    .replace(/[\s.!?,;:]+$/u, '')
    .trim();

/** The API path of a kept unit's recording of this Kinyarwanda text, if any (for answers made offline). */
export async function keptRecordingOf(text: string): Promise<string | null> {
  if (!hasCaches() || !(await caches.has(courseAudioCache))) return null;
  const cache = await caches.open(courseAudioCache);
  const wanted = fold(text);
  for (const key of await cache.keys()) {
    if (!new URL(key.url).pathname.startsWith(listPrefix)) continue;
    const list = (await (await cache.match(key))?.json()) as UnitAudioResponse | undefined;
    const found = list?.recordings.find((recording) => fold(recording.text) === wanted);
    if (found) return found.audio_url;
  }
  return null;
}

/**
 * The offline tutor cannot synthesise speech: an answer it made names a recording only for a native clip. A word
 * or phrase of a unit kept here gets that unit's recording, under the URL the server would give; any other stays
 * without (the screens say it needs the network).
 */
const withKept = async (text: string | undefined, url: string | null | undefined) =>
  url ?? (text ? await keptRecordingOf(text) : null);

/** An offline chat answer with the kept recordings of its word, its examples and its practice question. */
export async function withKeptChatAudio(answer: ChatResponse): Promise<ChatResponse> {
  const { practice } = answer;
  const practiceUrl = practice ? await withKept(practice.audio_text, practice.audio_url) : null;
  return {
    ...answer,
    audio_url: await withKept(answer.word, answer.audio_url),
    blocks: await Promise.all(
      answer.blocks.map(async (block) =>
        block.kind === 'example' ? { ...block, audio_url: await withKept(block.rw, block.audio_url) } : block,
      ),
    ),
    practice: practice && practiceUrl ? { ...practice, audio_url: practiceUrl } : practice,
  };
}

/** An offline translation with the kept recording of its Kinyarwanda (the result, or the text asked about). */
export async function withKeptTranslationAudio(
  result: TranslateResponse,
  { text, direction }: TranslateRequest,
): Promise<TranslateResponse> {
  if (result.method === 'none') return result;
  const rw = (direction === 'en-rw' ? result.translated_text : text).trim();
  return { ...result, audio_url: await withKept(rw, result.audio_url) };
}

export interface CourseAudioStored {
  /** Units whose every recording is kept. */
  units: number;
  recordings: number;
  bytes: number;
}

/** What is kept: the units, the recordings and their bytes. */
export async function courseAudioStored(): Promise<CourseAudioStored> {
  const stored = { units: 0, recordings: 0, bytes: 0 };
  if (!hasCaches() || !(await caches.has(courseAudioCache))) return stored;
  const cache = await caches.open(courseAudioCache);
  for (const key of await cache.keys()) {
    if (new URL(key.url).pathname.startsWith(listPrefix)) {
      stored.units++;
      continue;
    }
    const response = await cache.match(key, match);
    if (!response) continue;
    stored.recordings++;
    stored.bytes += Number(response.headers.get('content-length')) || (await response.blob()).size;
  }
  return stored;
}

/** Deletes every kept recording. */
export async function removeCourseAudio(): Promise<void> {
  if (!hasCaches()) return;
  await caches.delete(courseAudioCache);
  changed();
}
