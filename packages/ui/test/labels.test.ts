// Every word replaceable: a component with a `labels` prop exports its English defaults and their type, named
// after it (`flashcardLabels`, `FlashcardLabels`), so an app translates them against the kit's own.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import * as kit from '../src/index.ts';

const components = join(import.meta.dirname, '..', 'src', 'components');

it('exports the default labels and their type of every component with a labels prop', () => {
  const withLabels = readdirSync(components).filter((name) =>
    readdirSync(join(components, name)).some(
      (file) =>
        /\.tsx?$/.test(file) &&
        !/\.(stories|test)\./.test(file) &&
        /^\s+labels\?:/m.test(readFileSync(join(components, name, file), 'utf8')),
    ),
  );
  expect(withLabels.length).toBeGreaterThan(10);
  const missing = withLabels.filter((name) => {
    const value = `${name[0]?.toLowerCase()}${name.slice(1)}Labels`;
    const index = readFileSync(join(components, name, 'index.ts'), 'utf8');
    const defaults = (kit as Record<string, unknown>)[value];
    return !defaults || typeof defaults !== 'object' || !index.includes(`type ${name}Labels`);
  });
  expect(missing).toEqual([]);
});

it('gives no prop an English word as its default: words are defaults of labels', () => {
  // A destructured prop defaulting to a capitalised word (`label = 'Learning streak'`) is a word an app could
  // only replace prop by prop; it belongs in the component's labels.
  const worded = readdirSync(components).flatMap((name) =>
    readdirSync(join(components, name))
      .filter((file) => /\.tsx$/.test(file) && !/\.(stories|test)\./.test(file))
      .flatMap((file) =>
        [
          ...readFileSync(join(components, name, file), 'utf8').matchAll(
            /^\s+(\w+) = '([A-Z][a-z][^']*)',$/gm,
          ),
        ].map((match) => `${name}/${file}: ${match[1]} = '${match[2]}'`),
      ),
  );
  expect(worded).toEqual([]);
});

it('writes no English word into its markup: text is read from labels or props', () => {
  // Text between tags (`<span>Pronunciation: </span>`) or a line of JSX text (`Confidence {n}%`).
  const between = />\s*[A-Za-z][^<>{}=;()]*(?=<\/|\{)/;
  const textLine = /^\s+[A-Z][a-z]+(\s+[a-z]+)*:?\s*(\{[^}]*\}%?)?\s*$/;
  const written = readdirSync(components).flatMap((name) =>
    readdirSync(join(components, name))
      .filter((file) => /\.tsx$/.test(file) && !/\.(stories|test)\./.test(file))
      .flatMap((file) =>
        readFileSync(join(components, name, file), 'utf8')
          .split('\n')
          .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line) && (between.test(line) || textLine.test(line)))
          .map((line) => `${name}/${file}: ${line.trim()}`),
      ),
  );
  expect(written).toEqual([]);
});
