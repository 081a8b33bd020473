// The French catalog covers every English message: each module that declares messages (lib/i18n.ts
// `messages(namespace, english)`) is imported, and each namespace, key and nested key must have its French,
// of the same kind (text or function). French functions are called as the English are, and must give text
// with every placeholder filled.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sources } from '../lib/i18n.ts';
import { fr } from './fr/index.ts';

const src = join(import.meta.dirname, '..');

function messageModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : messageModules(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return /\bmessages\('/.test(readFileSync(path, 'utf8')) ? [path] : [];
  });
}

/** Every path to a leaf of a message object, with the leaf. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, inner]) => leaves(inner, prefix ? `${prefix}.${key}` : key));
}

const modules = messageModules(src);
await Promise.all(modules.map((file) => import(file)));
const catalog: Record<string, unknown> = fr;

describe('the French catalog', () => {
  it('finds the message modules', () => {
    expect(modules.length).toBeGreaterThan(5);
    expect(sources.size).toBeGreaterThan(5);
  });

  it('has every namespace, and nothing that is not one', () => {
    expect(Object.keys(catalog).sort()).toEqual([...sources.keys()].sort());
  });

  for (const [namespace, english] of sources) {
    it(`translates every message of "${namespace}"`, () => {
      const french = new Map(leaves(catalog[namespace]));
      for (const [key, value] of leaves(english)) {
        expect(french.has(key), `${namespace}.${key} has no French`).toBe(true);
        expect(typeof french.get(key), `${namespace}.${key} is not of the English kind`).toBe(typeof value);
        if (typeof value === 'string') expect(french.get(key), `${namespace}.${key}`).not.toBe('');
        if (typeof value === 'function') {
          // Numbers for every argument: what most messages take; a message that takes other values is only
          // checked by its types.
          const args = Array.from({ length: value.length }, (_, index) => index + 2);
          let englishText: unknown;
          try {
            englishText = value(...args);
          } catch {
            continue;
          }
          if (typeof englishText !== 'string' || /undefined|\[object/.test(englishText)) continue;
          const text = (french.get(key) as (...values: unknown[]) => unknown)(...args);
          expect(typeof text, `${namespace}.${key}`).toBe('string');
          expect(text as string, `${namespace}.${key}`).not.toMatch(/[{}]|undefined/);
          for (const arg of args) {
            if (englishText.includes(String(arg))) {
              expect(text as string, `${namespace}.${key} shows ${arg}`).toContain(String(arg));
            }
          }
        }
      }
      expect([...french.keys()].sort()).toEqual(
        leaves(english)
          .map(([key]) => key)
          .sort(),
      );
    });
  }

  it('uses the French plural rules', () => {
    expect(fr.today.dueFigure(0)).toBe('Aucune révision à faire');
    expect(fr.today.dueFigure(1)).toBe('1 carte à réviser');
    expect(fr.today.dueFigure(12)).toBe('12 cartes à réviser');
    expect(fr.path.words(0)).toBe('0 mot');
  });
});
