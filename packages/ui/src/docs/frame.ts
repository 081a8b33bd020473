/**
 * Whether this story is drawn in a frame of its own on a docs page (a modal's story, `docs.story.inline: false`).
 * There a story is shown as it starts, as an inline story is: its play function (which clicks, types and moves
 * focus) runs in the story tests and on the story's own canvas, not in every frame of a docs page at once.
 */
export function inDocsFrame(): boolean {
  try {
    return Boolean(window.frameElement?.closest('#storybook-docs'));
  } catch {
    // A frame of another origin: not one of Storybook's.
    return false;
  }
}
