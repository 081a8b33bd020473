// How Storybook reads the components' prop types for the docs pages, shared with the test that checks them
// (packages/ui/test/docgen.test.ts): the TypeScript checker, so derived and imported types (`ChatAuthor`,
// `readonly string[]`) show their real type instead of "unknown".
import type { ParserOptions } from 'react-docgen-typescript';

export const docgenOptions = {
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  // A union's values in a fixed order: the checker's own order follows the order files were read in, which
  // differs between a cold and a warm build.
  shouldSortUnions: true,
  // Props a component declares itself; the DOM attributes it passes through would drown them.
  propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
} satisfies ParserOptions;
