import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactDomSignals } from '../react-dom-signals-plugin.ts';

const id = '/x/node_modules/react-dom/cjs/react-dom-client.production.js';

function transform(code: string, file = id): string | undefined {
  const hook = reactDomSignals().transform as (code: string, id: string) => string | undefined;
  return hook.call(
    {
      error(message: string) {
        throw new Error(message);
      },
    },
    code,
    file,
  );
}

describe('reactDomSignals', () => {
  it("makes React DOM's five signal errors without a stack, still errors, each its own", () => {
    const names = ['A', 'B', 'C', 'D', 'E'].map((letter) => `${letter}Exception`);
    const code = `${names.map((name, index) => `var ${name} = Error(formatProdErrorMessage(${460 + index}));`).join('\n')}
var other = Error(formatProdErrorMessage(1));`;
    const out = transform(code) ?? '';
    const signals = new Function('formatProdErrorMessage', `${out}\nreturn [${names.join(', ')}, other];`)(
      (code: number) => `Minified React error #${code}`,
    ) as Error[];
    const made = signals.slice(0, 5);
    for (const [index, signal] of made.entries()) {
      expect(signal).toBeInstanceOf(Error);
      expect(signal.message).toBe(`Minified React error #${460 + index}`);
      expect(Object.hasOwn(signal, 'stack')).toBe(false);
    }
    expect(new Set(made).size).toBe(5);
    // An error made as React DOM runs keeps its stack.
    expect(Object.hasOwn(signals[5] as Error, 'stack')).toBe(true);
  });

  it('finds the five in the installed React DOM', () => {
    const reactDom = dirname(createRequire(import.meta.url).resolve('react-dom/package.json'));
    const file = join(reactDom, 'cjs', 'react-dom-client.production.js');
    const out = transform(readFileSync(file, 'utf8'), file) ?? '';
    expect(out.match(/Exception = vugaSignal\(\d+\)/g)).toHaveLength(5);
    expect(out).not.toMatch(/Exception = Error\(formatProdErrorMessage/);
  });

  it('stops the build when React DOM makes another number of them', () => {
    expect(() => transform('var AException = Error(formatProdErrorMessage(460));')).toThrow(
      'expected 5 signal errors, found 1',
    );
  });

  it('leaves other modules alone', () => {
    expect(transform('var AException = Error(formatProdErrorMessage(460));', '/x/react-dom/client.js')).toBe(
      undefined,
    );
  });
});
