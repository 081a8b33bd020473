// Rich text as blocks: the markup of the grammar notes becomes typed blocks and plain text, with hand-written
// expectations, and no markup survives in any shipped grammar topic.
import { describe, expect, it } from 'vitest';
import { answerBlocks, blocksToText, parseBlocks, parseSpans, plainText } from '../src/blocks.ts';
import { loadContent } from '../src/index.ts';

describe('parseSpans', () => {
  it('turns bold runs into strong spans and drops stray markers', () => {
    expect(parseSpans('They come **after** the noun and take __its__ prefix')).toEqual([
      { text: 'They come ' },
      { text: 'after', strong: true },
      { text: ' the noun and take ' },
      { text: 'its', strong: true },
      { text: ' prefix' },
    ]);
    expect(plainText('a `code` and ** lone')).toBe('a code and  lone');
  });
});

describe('parseBlocks', () => {
  it('reads paragraphs wrapped mid-sentence, lists, tables and notes', () => {
    const source = [
      'Kinyarwanda has a fairly small set of true adjectives. They come **after**',
      '  the noun.',
      '',
      '| Class | Noun | -iza |',
      '|---|---|---|',
      '| 1 | umuntu | mwiza |',
      '| 2 | abantu | beza |',
      '',
      'Points to notice:',
      '',
      '- Vowels merge: mu + iza -> mwiza,',
      '  ba + iza -> beza.',
      "- Dahl's law before **-to**: gito.",
      '',
      '1. First',
      '2. Second',
      '',
      '> Class 15 and 16 follow the same pattern.',
    ].join('\n');
    expect(parseBlocks(source)).toEqual([
      {
        kind: 'paragraph',
        spans: [
          { text: 'Kinyarwanda has a fairly small set of true adjectives. They come ' },
          { text: 'after', strong: true },
          { text: ' the noun.' },
        ],
      },
      {
        kind: 'table',
        header: ['Class', 'Noun', '-iza'],
        rows: [
          ['1', 'umuntu', 'mwiza'],
          ['2', 'abantu', 'beza'],
        ],
      },
      { kind: 'paragraph', spans: [{ text: 'Points to notice:' }] },
      {
        kind: 'list',
        ordered: false,
        items: [
          [{ text: 'Vowels merge: mu + iza -> mwiza, ba + iza -> beza.' }],
          [{ text: "Dahl's law before " }, { text: '-to', strong: true }, { text: ': gito.' }],
        ],
      },
      { kind: 'list', ordered: true, items: [[{ text: 'First' }], [{ text: 'Second' }]] },
      { kind: 'note', spans: [{ text: 'Class 15 and 16 follow the same pattern.' }] },
    ]);
  });

  it('writes blocks as plain text a learner can read', () => {
    const text = blocksToText([
      ...parseBlocks(
        'Adjectives **follow** the noun.\n\n| Class | Noun | -iza |\n|---|---|---|\n| 1 | umuntu | mwiza |',
      ),
      { kind: 'list', ordered: false, items: [[{ text: 'one' }], [{ text: 'two' }]] },
      { kind: 'example', rw: 'Umuntu mwiza.', en: 'A good person.' },
    ]);
    expect(text).toBe(
      'Adjectives follow the noun.\n\nClass 1: Noun umuntu, -iza mwiza\n\n• one\n• two\n\nExample: Umuntu mwiza. — A good person.',
    );
  });
});

describe('the shipped grammar topics', () => {
  it('leave no markup in their blocks or their plain text', () => {
    const markup = /\*\*|__|`|^\s*[-*]\s|^\s*\||-{3}|^\s*>/m;
    for (const topic of loadContent().grammar) {
      const blocks = parseBlocks(topic.body);
      expect(blocks.length, topic.id).toBeGreaterThan(0);
      const text = blocksToText(blocks);
      expect(markup.test(text), `${topic.id}: ${text.match(markup)?.[0]}`).toBe(false);
      const spans = blocks.flatMap((block) =>
        block.kind === 'paragraph' || block.kind === 'note'
          ? block.spans
          : block.kind === 'list'
            ? block.items.flat()
            : [],
      );
      for (const span of spans) expect(span.text, topic.id).not.toMatch(/\*\*|__|`/);
    }
  });
});

describe('answerBlocks', () => {
  it('keeps each line of an answer apart, groups tables and lists, and finds examples', () => {
    const blocks = answerBlocks(
      [
        '"Inka" means "cow".',
        '(noun, class 9/10, plural inka)',
        'Example: Mfite inka. — I have a cow.',
        '- one',
        '- two',
        '| a | b |',
        '|---|---|',
        '| 1 | 2 |',
      ].join('\n'),
    );
    expect(blocks.map((block) => block.kind)).toEqual(['paragraph', 'paragraph', 'example', 'list', 'table']);
    expect(blocks[2]).toEqual({ kind: 'example', rw: 'Mfite inka.', en: 'I have a cow.' });
    expect(blocksToText(blocks)).toBe(
      '"Inka" means "cow".\n\n(noun, class 9/10, plural inka)\n\nExample: Mfite inka. — I have a cow.\n\n• one\n• two\n\na 1: b 2',
    );
  });
});
