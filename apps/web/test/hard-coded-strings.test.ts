// Every word a learner sees is extracted (docs/product.md): no .tsx file under apps/web/src writes
// user-visible words itself — JSX text, a literal in a prop that is read or shown (aria-label, title,
// placeholder, alt, label, description…) or in a kit component's `labels={{ … }}` — outside the message
// modules, whose French the catalog test (src/locales/catalog.test.ts) checks.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '../src');

/** Props whose value a person reads or hears. */
const visibleProps = new Set([
  'aria-label',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'hint',
  'description',
  'valueText',
  'feature',
  'section',
  'prompt',
  'heading',
  'subtitle',
  'message',
  'caption',
]);

/** Literals that are not words a person reads: a name, or a value that only looks like one. */
const allowed: Record<string, string[]> = {
  // The brand, the same in every language.
  'components/layout/layout.tsx': ['Vuga'],
  // The settings section the switches write to, not a page name.
  'features/settings/components/settings-tabs.tsx': ['section="privacy"'],
};

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** Text with a word in it: punctuation, numbers and symbols between elements are not words. */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

/** The literal text in an expression: strings, template parts, both sides of a condition. */
function literals(node: ts.Node): string[] {
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  if (ts.isConditionalExpression(node)) return [...literals(node.whenTrue), ...literals(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const operator = node.operatorToken.kind;
    // `a && 'text'` shows its right side; `'a' + b`, `a ?? 'b'`, `a || 'b'` either; a comparison shows neither.
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return literals(node.right);
    const shown = [ts.SyntaxKind.PlusToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken];
    return shown.includes(operator) ? [...literals(node.left), ...literals(node.right)] : [];
  }
  if (ts.isParenthesizedExpression(node) || ts.isJsxExpression(node))
    return node.expression ? literals(node.expression) : [];
  return [];
}

export function hardCodedStrings(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(node.text.trim().replace(/\s+/g, ' '));
    // Text given as an expression child: {'…'} or {`…`} or {cond ? '…' : '…'}.
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      for (const text of literals(node.expression)) if (hasWords(text)) found.push(text);
    }
    if (ts.isJsxAttribute(node) && visibleProps.has(node.name.getText(source)) && node.initializer) {
      for (const text of literals(node.initializer))
        if (hasWords(text)) found.push(`${node.name.getText(source)}="${text}"`);
    }
    // A kit component's words: labels={{ key: '…' }}, a value or what a function of the key returns.
    if (ts.isJsxAttribute(node) && node.name.getText(source) === 'labels' && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : undefined;
      for (const property of value && ts.isObjectLiteralExpression(value) ? value.properties : []) {
        if (!ts.isPropertyAssignment(property)) continue;
        const shown = ts.isArrowFunction(property.initializer)
          ? property.initializer.body
          : property.initializer;
        for (const text of literals(shown))
          if (hasWords(text)) found.push(`labels.${property.name.getText(source)}="${text}"`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('hard-coded strings', () => {
  const found = Object.fromEntries(
    tsxFiles(src).map((file) => {
      const name = relative(src, file);
      return [name, hardCodedStrings(file).filter((text) => !allowed[name]?.includes(text))];
    }),
  );

  it('no .tsx file under src writes user-visible words itself', () => {
    const offending = Object.fromEntries(Object.entries(found).filter(([, strings]) => strings.length > 0));
    expect(offending).toEqual({});
  });

  it('finds the words it is meant to find', () => {
    const planted = join(import.meta.dirname, 'fixtures/planted-strings.tsx');
    expect(hardCodedStrings(planted)).toEqual([
      'Hello there',
      'aria-label="Close the dialog"',
      'title="Not ready"',
      'Nothing yet',
      'alt="Reviewed "',
      'labels.done="All done"',
      'labels.left=" left"',
    ]);
  });
});
