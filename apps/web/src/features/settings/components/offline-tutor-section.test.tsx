// Settings → Offline: the download's size before it starts, a progress bar while it comes, what is stored once it
// is there (the tutor, and the course audio kept for the next lessons), and "Remove offline data" deleting it.
// Cache Storage, the network and the storage estimate are fakes.
import { Blob as NodeBlob } from 'node:buffer';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineTutorSection } from './offline-tutor-section.tsx';

const caches = new Map<string, Map<string, Response>>();
const fakeCaches = {
  open: async (name: string) => {
    const entries = caches.get(name) ?? new Map<string, Response>();
    caches.set(name, entries);
    return {
      put: async (key: string, response: Response) => void entries.set(key, response),
      match: async (key: string | Request) => entries.get(typeof key === 'string' ? key : key.url)?.clone(),
      keys: async () => [...entries.keys()].map((key) => new Request(new URL(key, 'http://vuga.test'))),
    };
  },
  match: async (key: string, { cacheName }: { cacheName: string }) => caches.get(cacheName)?.get(key),
  has: async (name: string) => caches.has(name),
  delete: async (name: string) => caches.delete(name),
  keys: async () => [...caches.keys()],
};

let send: ReadableStreamDefaultController<Uint8Array> | undefined;

beforeEach(() => {
  vi.stubGlobal('caches', fakeCaches);
  // Node's Response (the one jsdom leaves in place) takes only Node's Blob.
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('fetch', async (url: string) => {
    if (url === '/offline/tutor.json')
      return new Response(JSON.stringify({ url: '/offline/tutor-abc.json', bytes: 3_000_000 }));
    return new Response(
      new ReadableStream<Uint8Array>({
        start: (controller) => {
          send = controller;
        },
      }),
    );
  });
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: { estimate: async () => ({ usage: caches.size ? 3_500_000 : 200_000 }) },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  caches.clear();
});

describe('OfflineTutorSection', () => {
  it('shows the size, the progress and what is stored, and removes it', async () => {
    const user = userEvent.setup();
    render(<OfflineTutorSection />);
    expect(await screen.findByText('Download size: 3.0 MB')).toBeDefined();
    expect(await screen.findByText('Storage used by Vuga in this browser: 0.2 MB')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Download the offline tutor' }));
    await vi.waitFor(() => expect(send).toBeDefined());
    send!.enqueue(new Uint8Array(1_000_000));
    const bar = await screen.findByRole('progressbar', { name: 'Downloading the offline tutor' });
    await vi.waitFor(() => expect(bar.getAttribute('aria-valuetext')).toBe('1.0 MB of 3.0 MB'));
    send!.enqueue(new Uint8Array(2_000_000));
    send!.close();

    const status = await screen.findByText('The offline tutor is on this device.');
    expect(within(status.parentElement!).getByText('Stored on this device: 3.0 MB')).toBeDefined();
    expect(await screen.findByText('Storage used by Vuga in this browser: 3.5 MB')).toBeDefined();
    expect(screen.queryByRole('progressbar')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove offline data' }));
    expect(await screen.findByText('The offline data has been removed.')).toBeDefined();
    expect(await fakeCaches.keys()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download the offline tutor' })).toBeDefined();
  });

  it('shows the course audio kept for the next lessons, and removes it with the rest', async () => {
    const user = userEvent.setup();
    const audio = new Map<string, Response>([
      ['/offline/course-audio/greetings', Response.json({ unit_id: 'greetings', recordings: [] })],
      ['http://127.0.0.1:5001/audio/a.mp3', new Response(new Uint8Array(300_000))],
      [
        'http://127.0.0.1:5001/audio/b.mp3',
        new Response(new Uint8Array(10), { headers: { 'content-length': '200000' } }),
      ],
    ]);
    caches.set('vuga-course-audio', audio);
    render(<OfflineTutorSection />);
    expect(
      await screen.findByText('Course audio for your next lessons and reviews: 2 recordings, 0.5 MB'),
    ).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Remove offline data' }));
    expect(await screen.findByText('The offline data has been removed.')).toBeDefined();
    expect(caches.has('vuga-course-audio')).toBe(false);
    expect(
      screen.getByText(
        'No course audio is on this device yet: the recordings of your next lessons are kept when you open Learn online.',
      ),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Remove offline data' })).toBeNull();
  });
});
