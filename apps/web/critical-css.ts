// The part of the app's stylesheet a prerendered page needs for its first paint (prerender-plugin.ts inlines it
// and loads the whole stylesheet with the app's code). The stylesheet is the build's minified CSS, whose class
// names are vanilla-extract's: a rule is kept when one of its selectors names only classes the page's HTML uses
// (or that its boot script sets); rules without a class (elements, :root, attributes), @font-face, @keyframes
// and the other at-rules without rules inside are always kept, and @media, @supports, @container and @layer
// blocks keep the rules of theirs that are kept.

/** The rules and at-rules of a piece of CSS at one level: `prelude{body}`, or a statement (`@layer a,b;`). */
function blocks(css: string): { prelude: string; body?: string }[] {
  const out: { prelude: string; body?: string }[] = [];
  let start = 0;
  let depth = 0;
  let open = -1;
  let quote = '';
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === '{') {
      if (depth++ === 0) open = i;
    } else if (char === '}') {
      if (--depth === 0) {
        out.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, i) });
        start = i + 1;
      }
    } else if (char === ';' && depth === 0) {
      out.push({ prelude: css.slice(start, i).trim() });
      start = i + 1;
    }
  }
  return out;
}

/** A selector list split at its top-level commas (not those inside `:is(…)` and the like). */
function selectors(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const char = list[i];
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out;
}

/**
 * Whether a selector can match in a page whose elements use only `used` classes: every class it requires is
 * used. A class inside `:not(…)` is not required, nor one of the alternatives of `:is(…)` or `:where(…)` (nor a
 * dot inside an attribute selector's value).
 */
function canMatch(selector: string, used: ReadonlySet<string>) {
  const required = selector.replace(/:(not|is|where)\([^()]*\)|\[[^\]]*\]/g, '');
  for (const [, name = ''] of required.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) if (!used.has(name)) return false;
  return true;
}

const grouping = /^@(media|supports|container|layer)\b/;

function keep(css: string, used: ReadonlySet<string>): string {
  let out = '';
  for (const { prelude, body } of blocks(css)) {
    if (body === undefined) out += `${prelude};`;
    else if (grouping.test(prelude)) {
      const inner = keep(body, used);
      // An empty @layer block still declares the layer's place in the order.
      if (inner || prelude.startsWith('@layer')) out += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@')) out += `${prelude}{${body}}`;
    else {
      const kept = selectors(prelude).filter((selector) => canMatch(selector, used));
      if (kept.length > 0) out += `${kept.join(',')}{${body}}`;
    }
  }
  return out;
}

/** The classes the elements of a piece of HTML name in their class attributes. */
export function usedClasses(html: string): Set<string> {
  const used = new Set<string>();
  for (const [, list = ''] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of list.split(/\s+/)) if (name) used.add(name);
  return used;
}

/** The rules of `css` that a page using only the `used` classes needs, in their order. */
export function criticalCss(css: string, used: ReadonlySet<string>): string {
  return keep(css, used);
}
