// The offline tutor on the page's side (issue 30): its state for Settings (size, download progress, what is
// stored), the download into Cache Storage (storage.ts), its removal, and chat and translation through the
// worker (tutor.worker.ts) when the API cannot be reached. The worker and its code load only when an answer is
// needed offline (or Settings warms it after a download), never with the first paint.
import {
  ApiError,
  type ChatRequest,
  type ChatResponse,
  type TranslateRequest,
  type TranslateResponse,
} from '@vuga/api-client';
import { useSyncExternalStore } from 'react';
import type { WorkerReply, WorkerRequest } from './protocol.ts';
import {
  bytesHeader,
  cacheName,
  contentKey,
  hasCacheStorage,
  sourceHeader,
  storedContent,
} from './storage.ts';

/** dist/offline/tutor.json, written by the build (offline-tutor-plugin.ts). */
const manifestUrl = '/offline/tutor.json';

export interface OfflineTutorState {
  /** 'unknown' until the cache has been looked at. */
  status: 'unknown' | 'unsupported' | 'absent' | 'downloading' | 'installed';
  /** Bytes of the download (the manifest's figure), when known. */
  size: number | null;
  /** Bytes received so far while downloading. */
  received: number;
  /** Bytes stored on this device, when installed. */
  stored: number | null;
  /** What the browser counts as this site's storage (navigator.storage.estimate), when it says. */
  usage: number | null;
  error: string | null;
}

const initial: OfflineTutorState = {
  status: 'unknown',
  size: null,
  received: 0,
  stored: null,
  usage: null,
  error: null,
};
let state = initial;
const listeners = new Set<() => void>();

function update(change: Partial<OfflineTutorState>) {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

async function storageUsage(): Promise<number | null> {
  try {
    return (await navigator.storage?.estimate?.())?.usage ?? null;
  } catch {
    return null;
  }
}

let checked: Promise<void> | undefined;
/** Looks at what is stored (once, and again after a download or a removal). */
export function refreshOfflineTutor(): Promise<void> {
  checked = (async () => {
    if (!hasCacheStorage()) return update({ status: 'unsupported' });
    const stored = await storedContent().catch(() => undefined);
    const bytes = stored ? Number(stored.headers.get(bytesHeader)) || null : null;
    if (state.status !== 'downloading') update({ status: stored ? 'installed' : 'absent', stored: bytes });
    update({ usage: await storageUsage() });
  })();
  return checked;
}

/** The download's size, from the build's manifest (needs the network). */
export async function fetchOfflineTutorSize(): Promise<void> {
  try {
    const response = await fetch(manifestUrl, { cache: 'no-cache' });
    if (!response.ok) return;
    const manifest = (await response.json()) as { url: string; bytes: number };
    update({ size: manifest.bytes });
  } catch {
    // Offline: the size stays unknown.
  }
}

/** Downloads the content with its progress and stores it; the worker is warmed once it is there. */
export async function downloadOfflineTutor(): Promise<void> {
  if (state.status === 'downloading') return;
  update({ status: 'downloading', received: 0, error: null });
  try {
    const manifest = (await (await fetch(manifestUrl, { cache: 'no-cache' })).json()) as {
      url: string;
      bytes: number;
    };
    update({ size: manifest.bytes });
    const response = await fetch(manifest.url);
    if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
    const chunks: Uint8Array[] = [];
    let received = 0;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      update({ received });
    }
    const cache = await caches.open(cacheName);
    await cache.put(
      contentKey,
      new Response(new Blob(chunks as BlobPart[], { type: 'text/plain' }), {
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          [sourceHeader]: manifest.url,
          [bytesHeader]: String(received),
        },
      }),
    );
    update({ status: 'installed', stored: received });
    warmOfflineTutor();
  } catch (error) {
    update({ status: 'absent', error: error instanceof Error ? error.message : String(error) });
  }
  await refreshOfflineTutor();
}

/**
 * Builds the tutor in its worker ahead of the first question (after the page has painted), when it is stored
 * here: chat and translate call it when the server cannot be reached.
 */
export function warmOfflineTutor(): void {
  // A browser with no module workers keeps the download; its answers then fail as they did without it.
  installed()
    .then((yes) => (yes && !worker ? ask({ id: 0, kind: 'load' }) : undefined))
    .catch(() => undefined);
}

/** Deletes the stored content and ends the worker (and the tutor it holds in memory). */
export async function removeOfflineTutor(): Promise<void> {
  worker?.terminate();
  worker = undefined;
  for (const pending of waiting.values()) pending.reject(new Error('the offline tutor was removed'));
  waiting.clear();
  if (hasCacheStorage()) await caches.delete(cacheName);
  update({ status: 'absent', stored: null, received: 0 });
  await refreshOfflineTutor();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (state.status === 'unknown' && !checked) void refreshOfflineTutor();
  return () => {
    listeners.delete(listener);
  };
}

export const useOfflineTutor = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => initial,
  );

// ---- The worker -------------------------------------------------------------------------------------------

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<
  number,
  { resolve(reply: WorkerReply & { ok: true }): void; reject(error: Error): void }
>();

function ask(request: WorkerRequest): Promise<WorkerReply & { ok: true }> {
  if (!worker) {
    worker = new Worker(new URL('./tutor.worker.ts', import.meta.url), {
      type: 'module',
      name: 'vuga-tutor',
    });
    // A worker that fails to start or throws outside a message (its script missing offline, out of memory) fails
    // what it was asked instead of leaving it waiting; the next question starts a new one.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      worker?.terminate();
      worker = undefined;
      for (const pending of waiting.values())
        pending.reject(new Error(event.message || 'the offline tutor stopped'));
      waiting.clear();
    });
    worker.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      const pending = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (reply.ok) pending?.resolve(reply);
      else pending?.reject(new Error(reply.error));
    });
  }
  const id = ++nextId;
  const promise = new Promise<WorkerReply & { ok: true }>((resolve, reject) =>
    waiting.set(id, { resolve, reject }),
  );
  worker.postMessage({ ...request, id });
  return promise;
}

/** Whether the tutor is stored on this device (looked up once). */
async function installed(): Promise<boolean> {
  if (state.status === 'unknown') await (checked ?? refreshOfflineTutor());
  return state.status === 'installed';
}

/** A request that got no answer for want of a network (not one the server refused). */
const unreachable = (error: unknown) =>
  error instanceof ApiError
    ? error.kind === 'network' || error.kind === 'timeout'
    : error instanceof TypeError;

/**
 * The server's answer, or the offline tutor's when the browser is offline or the API cannot be reached and the
 * tutor is stored here. `offline` says which answered.
 */
async function online<T>(
  request: () => Promise<T>,
  local: () => WorkerRequest,
): Promise<{ value: T; offline: boolean }> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false && (await installed())) {
    return { value: (await ask(local())).value as T, offline: true };
  }
  try {
    return { value: await request(), offline: false };
  } catch (error) {
    if (!unreachable(error) || !(await installed())) throw error;
    return { value: (await ask(local())).value as T, offline: true };
  }
}

export const chatWithFallback = (body: ChatRequest, request: () => Promise<ChatResponse>) =>
  online(request, () => ({ id: 0, kind: 'chat', body }));

export const translateWithFallback = (body: TranslateRequest, request: () => Promise<TranslateResponse>) =>
  online(request, () => ({ id: 0, kind: 'translate', body }));
