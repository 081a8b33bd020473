import { describe, expect, it } from 'vitest';
import { criticalCss, usedClasses } from '../critical-css.ts';

describe('criticalCss', () => {
  const css =
    '@layer reset;@font-face{font-family:F;src:url(/f.woff2)}@keyframes k{0%{opacity:0}to{opacity:1}}' +
    ':root{--a:1}body{margin:0}.a{color:red}.b{color:blue}.a .b,.c{top:0}.a:hover{x:1}.a:not(.z){y:1}' +
    ':where(.q) h1{m:0}[data-state=open]>.b{z:1}.a[title="}{.y"]{w:1}' +
    '@media (min-width:40rem){.a{p:1}.c{p:2}}@media print{.c{p:3}}@layer x{}';

  it('keeps the rules whose selectors name only used classes, with at-rules and element rules', () => {
    expect(criticalCss(css, new Set(['a']))).toBe(
      '@layer reset;@font-face{font-family:F;src:url(/f.woff2)}@keyframes k{0%{opacity:0}to{opacity:1}}' +
        ':root{--a:1}body{margin:0}.a{color:red}.a:hover{x:1}.a:not(.z){y:1}:where(.q) h1{m:0}' +
        '.a[title="}{.y"]{w:1}@media (min-width:40rem){.a{p:1}}@layer x{}',
    );
  });

  it('keeps only the selectors of a list that can match', () => {
    expect(criticalCss('.a .b,.c,.d{top:0}', new Set(['c', 'd']))).toBe('.c,.d{top:0}');
  });
});

describe('usedClasses', () => {
  it('reads the class attributes of HTML', () => {
    expect([...usedClasses('<div class="a  b"><p class="c">x</p><i class="">y</i></div>')]).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});
