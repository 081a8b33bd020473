// Firebase Hosting serves the build as `vite preview` does (prerender-plugin.ts): a prerendered page from its file, an
// app page from the shell, and any other address the 404 page with status 404 — which Hosting does only when no
// rewrite matches, so the rewrites name the app's pages and nothing else.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isAppPath, paths, prerenderedPaths, shellPaths } from './paths.ts';

interface Rewrite {
  source: string;
  destination?: string;
}
const hosting = JSON.parse(readFileSync(new URL('../../../../firebase.json', import.meta.url), 'utf8'))
  .hosting as { rewrites: Rewrite[] };

describe('Firebase Hosting', () => {
  it('rewrites exactly the pages rendered in the browser to the app shell', () => {
    const toShell = hosting.rewrites.filter((r) => r.destination === '/app.html').map((r) => r.source);
    expect(toShell.toSorted()).toEqual(shellPaths.toSorted());
  });

  it('has no catch-all rewrite, so an unknown address gets the 404 page and status', () => {
    expect(hosting.rewrites.map((r) => r.source)).not.toContain('**');
    for (const path of prerenderedPaths) expect(hosting.rewrites.some((r) => r.source === path)).toBe(false);
  });
});

describe('isAppPath', () => {
  it('knows every route and a lesson, and nothing else', () => {
    for (const path of Object.values(paths)) expect(isAppPath(path)).toBe(true);
    expect(isAppPath('/learn/greetings-1')).toBe(true);
    for (const path of ['/nope', '/learn/a/b', '/learn/', '/chat/x', '/constructor', '/toString'])
      expect(isAppPath(path), path).toBe(false);
  });
});
