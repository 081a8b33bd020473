// The type scale's roles, one class each, so a heading or a caption looks the same wherever it is written:
// `<h2 className={text.heading}>`. Headings h1–h4 take the title, heading, subheading and label roles by default
// (with no specificity, so any class of a component or an app wins).
import { globalStyle, styleVariants } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

const headingBase = { fontFamily: vars.font.heading, color: 'inherit', textWrap: 'balance' } as const;

const roles = {
  /** The one large line of a landing page. */
  display: {
    ...headingBase,
    fontSize: vars.fontSize.display,
    fontWeight: vars.fontWeight.heavy,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: vars.letterSpacing.tight,
  },
  /** A page's title (h1). */
  title: {
    ...headingBase,
    fontSize: vars.fontSize.xxl,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: vars.letterSpacing.tight,
  },
  /** A section of a page (h2). */
  heading: {
    ...headingBase,
    fontSize: vars.fontSize.xl,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.snug,
  },
  /** A part of a section, a card's title (h3). */
  subheading: {
    ...headingBase,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
  },
  /** A short emphasised line: a field's label, a group's name (h4). */
  label: {
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
  },
  body: {
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.regular,
    lineHeight: vars.lineHeight.normal,
  },
  small: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal },
  /** A small note under or beside something else. */
  caption: { fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.normal, color: vars.color.textMuted },
  /** A small capitalised line above a heading. */
  eyebrow: {
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.snug,
    letterSpacing: vars.letterSpacing.wide,
    textTransform: 'uppercase',
  },
} as const;

export type TextRole = keyof typeof roles;

/** One class per role of the type scale. */
export const text = styleVariants(roles);

const headings = { h1: roles.title, h2: roles.heading, h3: roles.subheading, h4: roles.label };
for (const [element, role] of Object.entries(headings)) globalStyle(`:where(${element})`, role);
