// What each component's docs page says beyond its props: its parts, when to use it and when not, and what it does
// for accessibility (Storybook's docs page template, .storybook/DocsPage.tsx, shows the entry named like the
// page's last title segment). Text in backticks is shown as code. packages/ui/test/guidelines.test.ts checks that
// every component has an entry with every section, and that no advice is copied from one component to another.

export interface Guideline {
  /** The component's parts, in reading order: each a name and what it is for. */
  anatomy: readonly (readonly [part: string, role: string])[];
  /** Usage that works. */
  do: readonly string[];
  /** Usage that does not, with what to use instead. */
  dont: readonly string[];
  /** What the component does for keyboard and assistive technology, and what is left to you. */
  a11y: readonly string[];
}

export const guidelines: Record<string, Guideline> = {
  Accordion: {
    anatomy: [
      ['Item', 'one question and its answer (`AccordionItem`).'],
      [
        'Trigger',
        'the question, a button inside a heading of `headingLevel`, with a chevron that turns when open.',
      ],
      ['Content', 'the answer, a region named by its question.'],
    ],
    do: [
      'Use it for optional detail a reader scans by question: FAQs, grammar notes under a lesson.',
      'Set `headingLevel` so the questions sit one level under the heading above them.',
      'Compose `AccordionRoot`/`AccordionItem`/`AccordionTrigger`/`AccordionContent` when a question needs more than text.',
    ],
    dont: [
      'Hide what every learner needs (the exercise itself, an error) inside a closed item.',
      'Nest accordions: a second level of closed sections is where readers get lost; use headings instead.',
    ],
    a11y: [
      'Each trigger is a button with `aria-expanded` and `aria-controls`, inside a real heading, so heading navigation lists the questions.',
      'Arrow keys move between triggers, Home and End jump to the first and last.',
      'A closed answer stays in the page (hidden), so find-in-page and anchors still reach it.',
    ],
  },
  AchievementBadge: {
    anatomy: [
      ['Icon', 'the achievement’s picture, greyed and locked until earned.'],
      ['Title', 'what the achievement is called.'],
      ['Description', 'how it is earned.'],
      ['State', 'the words “Unlocked” or “Locked” (`labels`).'],
    ],
    do: [
      'Show locked achievements too, with the description saying how to earn them: they are goals.',
      'Translate the state words through `labels`.',
    ],
    dont: [
      'Use it for a count or a score: that is `StatCard` or `ScoreBadge`.',
      'Make it a button; to show details on click, put it in a link or a dialog trigger.',
    ],
    a11y: [
      'The locked or unlocked state is written out, not carried by the grey colour or the lock icon alone.',
      'The icon is decorative; the title names the achievement.',
    ],
  },
  Announcer: {
    anatomy: [
      ['Polite region', 'read when the screen reader is idle (saved, copied, sent).'],
      ['Assertive region', 'read at once, for what cannot wait (time is up).'],
    ],
    do: [
      'Render one `Announcer` near the root of the app and call `useAnnounce()` where something happens.',
      'Announce the result of an action that moves no focus and changes nothing visible near the user: “Copied”, “Saved”.',
    ],
    dont: [
      'Announce what is already read: a focused element’s new name, an error tied to its field with `aria-describedby`.',
      'Use `assertive` for routine news; it interrupts whatever the user is listening to.',
    ],
    a11y: [
      'The regions exist from the first render, empty, so screen readers are listening before the first message.',
      'The same message twice in a row is still read (the region is cleared between messages).',
    ],
  },
  AudioButton: {
    anatomy: [
      ['Icon', 'a speaker while idle, a stop square while playing, a spinner while loading.'],
      ['Name', 'the accessible name, from `labels`, following the state (“Play pronunciation”, “Stop”).'],
    ],
    do: [
      'Put it beside the word or sentence it plays, and keep its state in step with your audio element.',
      'Give it an error text nearby when playback fails; the button alone cannot say why.',
    ],
    dont: [
      'Autoplay the recording and use the button only to stop it; learners choose when to listen.',
      'Use it for anything that is not playback: an `IconButton` takes any icon.',
    ],
    a11y: [
      'Its name changes with the state, so a screen reader user hears whether pressing it plays or stops.',
      'It is a real button: Enter and Space work, and it keeps its focus ring while the state changes.',
    ],
  },
  AuthModal: {
    anatomy: [
      ['Dialog', 'title, description and close button.'],
      ['Tabs', 'Sign in, Sign up, Reset password.'],
      ['Form', 'the tab’s fields, their errors, and the submit button.'],
      ['Provider button', 'an optional “Continue with …” button (`provider`).'],
    ],
    do: [
      'Pass async callbacks that throw or return an error text; the modal shows it and keeps the typed values.',
      'Set `isConfigured={false}` when the backend is missing, so users read why signing in is unavailable.',
      'Take every word from `labels` in the user’s language; `authModalLabels` is the English default.',
    ],
    dont: [
      'Validate passwords differently in your backend and in `minPasswordLength`: users see one rule.',
      'Open it unasked on page load; open it from a Sign in button or an action that needs an account.',
    ],
    a11y: [
      'Focus moves into the dialog, is trapped there, and returns to the trigger on close.',
      'Each field has a visible label; errors are tied to their fields and the form error is announced.',
      'The password rule is shown before the user types, not only after a failed submit.',
    ],
  },
  Badge: {
    anatomy: [
      ['Icon', 'optional, before the text.'],
      ['Text', 'a word or a number, short.'],
    ],
    do: [
      'Use a tone for meaning (`success` for done, `warning` for attention), the same meaning across the app.',
      'Keep the text to one or two words: “New”, “3”, “Beta”.',
    ],
    dont: [
      'Make a badge clickable; use a `Button` (or put the badge inside one).',
      'Rely on the tone alone: “Failed” in red, not an empty red dot.',
    ],
    a11y: [
      'Every tone’s text meets 4.5:1 contrast on its fill in both themes.',
      'A number alone (“3”) needs context: put it inside a labelled element, or add hidden text (“3 unread”).',
    ],
  },
  Banner: {
    anatomy: [
      ['Icon', 'the tone’s icon.'],
      ['Title', 'optional, bold first line.'],
      ['Message', 'the children.'],
      ['Action', 'optional button or link (`action`).'],
      ['Dismiss', 'a close button when `onDismiss` is given.'],
    ],
    do: [
      'Use it for a message about the whole page or app: offline, configuration missing, a saved draft.',
      'Say what to do next in the message or the `action`.',
    ],
    dont: [
      'Stack several banners; merge them or show the most important one.',
      'Use it for a field’s error; the field’s own `error` is read with the field.',
    ],
    a11y: [
      '`warning` and `critical` banners are alerts, read at once; `info` and `success` are polite status messages.',
      'The dismiss button is named by `labels.dismiss`; dismissing is never the only way to act on the message.',
    ],
  },
  Box: {
    anatomy: [['Box', 'one element with padding and a background from the theme.']],
    do: [
      'Use it to pad a region or give it a surface (`raised`, `sunken`, `tinted`) on the spacing scale.',
      'Choose the element with `as` (`section`, `li`…) so the markup keeps its meaning.',
    ],
    dont: [
      'Nest boxes to get spacing between children; that is `Stack` or `Inline`.',
      'Put a title in a raised box to make a card; `Card` gives the title, landmark and padding together.',
    ],
    a11y: [
      'A box is an element and nothing more: it adds no role. Choose a landmark with `as` when the region is one.',
    ],
  },
  Button: {
    anatomy: [
      ['Container', 'the fill and border of the `variant`.'],
      ['Icon', 'optional, before or after the label (`iconPosition`).'],
      ['Label', 'the children, a verb: “Start lesson”.'],
      ['Spinner', 'replaces the icon while `isLoading`.'],
    ],
    do: [
      'Use one `primary` button per view, for the action most people take next.',
      'Label it with a verb and an object: “Save changes”, not “OK”.',
      'Use `asChild` with your router’s link when it navigates; it stays a link with the button’s look.',
    ],
    dont: [
      'Use it for navigation without `asChild`: a button that changes the URL breaks Open in new tab.',
      'Disable a submit button to show a form is invalid; let it submit and show the errors.',
    ],
    a11y: [
      'While `isLoading` it is `aria-busy` and ignores clicks, and keeps its name so focus is not lost.',
      'A disabled button cannot be focused; put the reason in text nearby, not only in `title`.',
      'Its focus ring and labels meet 3:1 and 4.5:1 contrast in both themes.',
    ],
  },
  Card: {
    anatomy: [
      ['Title', 'optional heading at `headingLevel`; it names the section.'],
      ['Description', 'optional line under the title.'],
      ['Body', 'the children.'],
      ['Footer', 'optional actions at the bottom.'],
    ],
    do: [
      'Use it to group content about one thing: a course, a setting group, a chart with its legend.',
      'Pick the surface by emphasis: `outlined` by default, `elevated` for the one card that stands out, `tinted` for a highlight.',
    ],
    dont: [
      'Make a whole card clickable with nested buttons inside; give it one link (the title) instead.',
      'Put cards inside cards; use headings or a `Box` for the inner group.',
    ],
    a11y: [
      'With a title it is a `<section>` labelled by it, a landmark screen readers can jump to.',
      'Set `headingLevel` to follow the page’s outline; the look does not change with the level.',
    ],
  },
  Celebration: {
    anatomy: [
      ['Pieces', 'confetti around the content, while `active`.'],
      ['Content', 'the children: what was earned.'],
    ],
    do: [
      'Wrap the score or badge the learner earned, and say it in words too.',
      'Keep it for real milestones (a lesson finished, a streak kept), so it stays special.',
    ],
    dont: [
      'Celebrate every right answer; the exercise’s own verdict does that.',
      'Rely on the burst to tell what happened; it is decoration.',
    ],
    a11y: [
      'The pieces are hidden from assistive technology and do not move when the user prefers reduced motion.',
      'Announce the achievement yourself (a heading, or `useAnnounce`).',
    ],
  },
  ChatBubble: {
    anatomy: [
      ['Author label', 'who spoke, read before the message (`labels.learner`, `labels.tutor`).'],
      ['Text', 'the message, with highlighted words (`highlight`).'],
      ['Pronunciation', 'optional guide under the text.'],
      ['Confidence', 'optional figure with its tone.'],
      ['Audio', 'optional play button and its error.'],
      ['Footer', 'optional actions (copy, report).'],
    ],
    do: [
      'Put bubbles in a `ChatThread`, one per message, in order.',
      'Set `highlightLang` on the highlighted words so screen readers pronounce them in the right language.',
    ],
    dont: [
      'Use a bubble for anything that is not a message: a notice belongs in a `Banner`.',
      'Show confidence as colour alone; the figure is always printed, keep it.',
    ],
    a11y: [
      'Each bubble starts with its author in words, so a message read alone still says who sent it.',
      'User and tutor bubbles differ by position and label, not only by colour.',
    ],
  },
  ChatComposer: {
    anatomy: [
      ['Label', 'the visible name of the text box.'],
      ['Text box', 'grows with the text up to a limit.'],
      ['Hint', 'optional help, and the character count.'],
      ['Send button', 'an icon button named by `labels.send`.'],
    ],
    do: [
      'Set `isPending` while waiting for an answer, and `isDisconnected` when sending cannot work.',
      'Keep `labels.hint` for how to send (“Enter to send, Shift+Enter for a new line”).',
    ],
    dont: [
      'Clear the text yourself after `onSend`; the composer hands you the trimmed text and clears itself.',
      'Hide the label; a placeholder is not a name once the user starts typing.',
    ],
    a11y: [
      'Enter sends and Shift+Enter adds a line; an input method composing a word never sends early.',
      'Whitespace-only text is never sent, and nothing is sent while pending or disconnected.',
    ],
  },
  ChatThread: {
    anatomy: [
      ['Log', 'the scrolling region named by `label`.'],
      ['Messages', 'the children, usually `ChatBubble`s.'],
    ],
    do: [
      'Give it a `maxHeight` so the composer stays in view under it.',
      'Append new messages at the end; the thread follows them while the reader is at the end, and stays put while they read back.',
    ],
    dont: [
      'Put the composer or suggestions inside the thread; they are not part of the log.',
      'Re-render old messages with new keys; they would be read again.',
    ],
    a11y: [
      'It is a `log` live region named by `label`: new messages are read out politely, old ones are not repeated.',
      'It can be focused and scrolled with the keyboard when it overflows.',
    ],
  },
  ChoiceExercise: {
    anatomy: [
      ['Progress', 'optional “3 of 10”.'],
      ['Prompt', 'the question, with optional audio.'],
      ['Options', 'a radio group.'],
      ['Verdict', 'right or wrong, with the explanation.'],
      ['Continue', 'a button that takes focus after the verdict.'],
    ],
    do: [
      'Use it for one right answer among three or four options: a meaning, a word heard.',
      'Give an `explanation` that teaches, shown after the answer.',
    ],
    dont: [
      'Use it for several right answers; that needs checkboxes, which it does not have.',
      'Shuffle the options between renders; shuffle once before passing them.',
    ],
    a11y: [
      'Options are a radio group: arrow keys move, and the verdict is written out, not only coloured.',
      'After Check, focus moves to Continue, so the verdict is read and the next step is one key away.',
    ],
  },
  Columns: {
    anatomy: [
      ['Columns', 'the row, with `space` between columns.'],
      ['Column', 'one column, `width` a fraction, `content` or the share left.'],
    ],
    do: [
      'Use it for side-by-side regions of a page: a list and its detail, a form and its preview.',
      'Set `collapseBelow` so the row stacks on narrow screens.',
    ],
    dont: [
      'Use it for a row of small items that should wrap; that is `Inline`.',
      'Reorder columns visually on small screens; the reading order should match the source.',
      'Place or size `Columns` with a class (it takes none): wrap the row in your own element, and size each `Column` with `width`.',
    ],
    a11y: [
      'Collapsed columns stack in source order, so the keyboard and screen reader order matches what is seen.',
    ],
  },
  ConnectionStatus: {
    anatomy: [
      ['Dot', 'the state’s colour.'],
      ['Label', 'the state in words (`labels`).'],
    ],
    do: [
      'Show it where the connection matters, near the chat or the save state.',
      'Translate every state’s words through `labels`.',
    ],
    dont: [
      'Show it when the app is only ever online; it is noise.',
      'Use it for a task’s progress; that is a `Spinner` or `ProgressBar`.',
    ],
    a11y: [
      'It is a status region: screen readers hear when the connection changes, without losing focus.',
      'The state is in words; the dot’s colour only repeats it.',
    ],
  },
  DataTable: {
    anatomy: [
      ['Caption', 'the table’s name.'],
      ['Search', 'optional filter box.'],
      ['Header', 'column names; sortable ones are buttons.'],
      ['Rows', 'one per item, stacked into cards on narrow screens.'],
      ['Pages', 'optional previous and next, with the range shown.'],
    ],
    do: [
      'Give every table a `caption`, even when the page heading says the same.',
      'Make columns sortable only where order helps (a date, a score), and set `defaultSort`.',
    ],
    dont: [
      'Use it for layout; for a list of cards use `Stack` or `Columns`.',
      'Put more than one action button in every row; link the row’s first cell to a detail page instead.',
    ],
    a11y: [
      'Sort state is `aria-sort` on the header cell, and the sort control is a real button inside it.',
      'Stacked rows on narrow screens name each cell with its column, so nothing is lost.',
      'The search box is labelled, and the page range (“11–20 of 42”) is a status, read when it changes.',
    ],
  },
  DeleteConfirmModal: {
    anatomy: [
      ['Dialog', 'the title and the consequence.'],
      ['Confirm field', 'where the user types `confirmWord`.'],
      ['Actions', 'Cancel, and the danger button enabled once the word matches.'],
    ],
    do: [
      'Use it only for what cannot be undone: deleting an account or a course.',
      'Say exactly what will be lost in the `labels` description.',
    ],
    dont: [
      'Use it for ordinary confirmations; an undo is kinder than a question.',
      'Pick a confirm word in another language than the interface.',
    ],
    a11y: [
      'Focus starts in the confirm field; Cancel and Escape close without acting.',
      'The danger button says what it does (“Delete account”), not “Yes”.',
    ],
  },
  Dialog: {
    anatomy: [
      ['Overlay', 'dims the page behind.'],
      ['Panel', 'the title, the optional description, the body.'],
      ['Close button', 'top corner, named by `labels.close`.'],
      ['Footer', 'optional actions; `DialogClose` wraps a Cancel button.'],
    ],
    do: [
      'Use it for a short task that must finish or be cancelled before going on.',
      'Always give a `title`; hide the description with `hideDescription` only if the body says it.',
    ],
    dont: [
      'Open a dialog from a dialog; replace the content or use a page.',
      'Put long forms in it; a page keeps the URL and survives a reload.',
    ],
    a11y: [
      'Focus moves in and is trapped; Escape and the close button dismiss it; focus returns to what opened it.',
      'The dialog is named by its title and described by its description.',
      'It takes the theme of the nearest provider even though it is portalled.',
    ],
  },
  EmptyState: {
    anatomy: [
      ['Illustration', 'an optional picture or icon.'],
      ['Title', 'what is empty, as a heading.'],
      ['Description', 'why, and what to do.'],
      ['Action', 'optional button to fill it.'],
    ],
    do: [
      'Say what will appear here and how to get it: “No words yet. Finish a lesson to collect some.”',
      'Offer the action that fills the list, when there is one.',
    ],
    dont: [
      'Use it for an error; an error needs a `Banner` with a way to retry.',
      'Show it while loading; show a `Skeleton` until you know the list is empty.',
    ],
    a11y: [
      'The title is a heading at `headingLevel`, so it takes its place in the page outline.',
      'The illustration is decorative and hidden from screen readers.',
    ],
  },
  Flashcard: {
    anatomy: [
      ['Front', 'the word or prompt, with optional audio.'],
      ['Show answer', 'the button that flips the card.'],
      ['Back', 'the answer.'],
      ['Grades', 'Again, Hard, Good, Easy, with their hints.'],
    ],
    do: [
      'Set `frontLang` and `backLang`, so each side is read in its language.',
      'Show `gradeHints` (when the card comes back) to help learners grade honestly.',
    ],
    dont: [
      'Flip the card on hover; flipping is the learner’s choice.',
      'Add more grades; four is what review schedulers expect.',
    ],
    a11y: [
      'On flip, focus moves to the answer so it is read; Tab then reaches the grades.',
      'Each grade button is named by its grade and hint.',
    ],
  },
  IconButton: {
    anatomy: [
      ['Icon', 'the only visible content.'],
      ['Name', 'the `label`, read by screen readers and shown as a tooltip (`title`).'],
    ],
    do: [
      'Use it for well-known actions in tight space: close, send, more.',
      'Write a `label` that says the action: “Close dialog”, not “X”.',
    ],
    dont: [
      'Use an icon nobody recognises; a `Button` with a text label is clearer.',
      'Put two icon buttons with the same icon and different actions side by side.',
    ],
    a11y: [
      '`label` is required: it is the accessible name and the tooltip.',
      'Its hit area is square: 40 px at the default size, 48 px at `lg`; keep `sm` (32 px) for pointer-first toolbars.',
    ],
  },
  Inline: {
    anatomy: [['Inline', 'a row of children, `space` apart, wrapping onto more lines.']],
    do: [
      'Use it for small things side by side: tags, buttons in a toolbar, a badge beside a title.',
      'Render it `as="ul"` when the items are a list; bullets and indents are removed for you.',
    ],
    dont: [
      'Set margins on the children to space them; the gap is the inline’s `space`.',
      'Use it for page regions; that is `Columns`.',
      'Reach for a class to give the row a border or padding: it takes none; put it in a `Box` or your own element.',
    ],
    a11y: [
      'Wrapped items keep their source order, so tabbing follows the reading order.',
      'As a list, screen readers say how many items there are.',
    ],
  },
  LessonSummary: {
    anatomy: [
      ['Heading', 'the accuracy as the headline, focusable with `headingRef`.'],
      ['Figures', 'time taken and streak.'],
      ['Words', 'the words learned with their meanings.'],
      ['Actions', 'what to do next.'],
    ],
    do: [
      'Move focus to the heading (`headingRef`) when the summary appears, so it is read first.',
      'Set `celebrate` only when the learner did well; the message should match the score.',
    ],
    dont: [
      'Show it in a dialog; it is the end of the lesson page, not an interruption.',
      'Round the accuracy yourself; `accuracyPercent` never shows 100 for a mistake or 0 for a right answer.',
    ],
    a11y: [
      'Each figure keeps its unit in text, and numbers are not split across lines.',
      'The word list is a list labelled by `labels.wordsLabel`, so screen readers say how many words were learned.',
    ],
  },
  Link: {
    anatomy: [
      ['Text', 'the link’s words.'],
      ['External icon', 'shown with `isExternal`, with hidden text “(opens in a new tab)”.'],
    ],
    do: [
      'Write link text that makes sense alone: “Read the privacy policy”, not “click here”.',
      'Use `asChild` with your router’s link to keep its client-side navigation.',
    ],
    dont: [
      'Use a link for an action that changes data; that is a `Button`.',
      'Use the `muted` variant inside body text; inline links must stand out.',
    ],
    a11y: [
      'Inline links are underlined, so they are not told apart by colour alone.',
      'External links say they open a new tab, to screen readers as well.',
    ],
  },
  MatchPairs: {
    anatomy: [
      ['Prompt', 'the instruction.'],
      ['Left column', 'one side of each pair.'],
      ['Right column', 'the other side, in `rightOrder`.'],
      ['Verdict', 'the count of mistakes when done, and Continue.'],
    ],
    do: [
      'Use four to six pairs of short items: a word and its meaning.',
      'Set `leftLang` and `rightLang` so each column is pronounced right.',
    ],
    dont: [
      'Put long sentences in tiles; they wrap badly and slow the game.',
      'Keep the right column in the left column’s order; shuffle it through `rightOrder`.',
    ],
    a11y: [
      'Every tile is a button: Tab and Enter or Space choose; a matched pair is locked and says so.',
      'A wrong pair is announced, and the chosen tile is released.',
    ],
  },
  ProgressBar: {
    anatomy: [
      ['Label', 'what is progressing.'],
      ['Track and fill', 'the bar.'],
      ['Figure', 'the value as text (`valueText`).'],
    ],
    do: [
      'Use it for progress with a known end: lessons done, a goal for the week.',
      'Write `valueText` in words when a percentage would mislead: “3 of 10 lessons”.',
    ],
    dont: [
      'Use it for waiting with no known end; use a `Spinner`.',
      'Turn it red for low progress unless low is a problem; `tone` is neutral by default.',
    ],
    a11y: ['It is a `progressbar` named by its label, with the value in text so colour is not the only cue.'],
  },
  QuizCard: {
    anatomy: [
      ['Progress', 'optional “Question 2 of 5”.'],
      ['Question', 'a heading, with optional audio.'],
      ['Options', 'a radio group.'],
      ['Result', 'after `reveal`, each option marked right or wrong.'],
      ['Children', 'your buttons or explanation under the options.'],
    ],
    do: [
      'Use it for a quiz question you judge yourself; `ChoiceExercise` judges for you.',
      'Set `reveal` after the answer is checked, so the right answer is always shown.',
    ],
    dont: [
      'Change the options after the learner has chosen one.',
      'Put the Check button inside the radio group; put it in the children.',
    ],
    a11y: [
      'Arrow keys move and select; Tab leaves the group.',
      'Results are written next to each option (“Correct”, “Your answer”), not only coloured.',
    ],
  },
  RichContent: {
    anatomy: [
      ['Blocks', 'paragraphs, lists, tables, examples and notes, in order.'],
      ['Tables', 'scroll inside their own box when wide.'],
    ],
    do: [
      'Use it to show structured text from your content or the tutor without rendering HTML.',
      'Set `exampleLang` so examples are pronounced in the learned language.',
    ],
    dont: [
      'Pass HTML or Markdown strings; convert them to blocks so nothing unsafe is rendered.',
      'Use it for interface text; that is ordinary markup.',
    ],
    a11y: [
      'A wide table scrolls in a focusable, labelled region, so keyboard users can scroll it.',
      'Examples are marked with `exampleLang`, so they are pronounced in the learned language and translations in the interface’s.',
    ],
  },
  RotatingShowcase: {
    anatomy: [
      ['Slide', 'the current item.'],
      ['Controls', 'pause/play, previous and next buttons, named by `labels`.'],
    ],
    do: [
      'Use it for a few examples a visitor can skip: sample phrases on a landing page.',
      'Keep `intervalMs` long enough to read the slide twice.',
    ],
    dont: [
      'Put anything the user must read or act on in it; it moves on by itself.',
      'Use more than five or six items; later ones are rarely seen.',
    ],
    a11y: [
      'It follows the WAI carousel pattern: paused while hovered or focused, with a pause button, and silent to screen readers while it rotates by itself.',
      'Under reduced motion it never starts rotating by itself until the user presses play.',
    ],
  },
  ScoreBadge: {
    anatomy: [
      ['Figure', 'the percentage.'],
      ['Label', 'optional word before it (`labels.score`).'],
    ],
    do: [
      'Use it for a score out of 100 where the band matters: a quiz result, an accuracy.',
      'Set `bands` when your passing mark differs from the default.',
    ],
    dont: ['Use it for counts; that is a `Badge`.', 'Show a score without saying what it is a score of.'],
    a11y: ['The number is always printed, so the band’s colour is never the only cue.'],
  },
  Select: {
    anatomy: [
      ['Label', 'above the control, its accessible name.'],
      ['Control', 'the native `<select>` with a chevron.'],
      ['Options', 'optionally grouped under headings.'],
      ['Hint and error', 'under the control, read with it.'],
    ],
    do: [
      'Use it to choose one of five or more options; for two to four, radio buttons show them all.',
      'Add a `placeholder` with `required` when there is no sensible default.',
      'Compose `SelectRoot`, `SelectLabel`, `SelectControl`, `SelectOption` when the label or options need more than text.',
    ],
    dont: [
      'Use it for navigation (choosing a page); use links.',
      'Use it to switch a setting on or off; that is a `Switch`.',
    ],
    a11y: [
      'It is the platform’s own select, so phones and screen readers use their native picker.',
      'The hint and error are tied to it with `aria-describedby`, and an error sets `aria-invalid`.',
    ],
  },
  Skeleton: {
    anatomy: [['Shape', 'a text line, a circle or a block, in the size of what is loading.']],
    do: [
      'Match the layout of what is loading, so nothing jumps when it arrives.',
      'Mark the loading region `aria-busy`, or pair it with a labelled `Spinner`.',
    ],
    dont: [
      'Show skeletons for more than a few seconds; show an error or a message instead.',
      'Use it for an empty list; that is an `EmptyState`.',
    ],
    a11y: [
      'It is decorative and hidden from screen readers; the loading state must be said elsewhere.',
      'Its shimmer stops when the user prefers reduced motion.',
    ],
  },
  Slider: {
    anatomy: [
      ['Label', 'its name and the current value (`formatValue`).'],
      ['Track', 'with the range filled.'],
      ['Thumb', 'the handle.'],
    ],
    do: [
      'Use it for a value where roughly is fine: speech rate, a daily goal.',
      'Show the value with its unit through `formatValue`.',
    ],
    dont: [
      'Use it for exact numbers; a `TextField` with `type="number"` is faster.',
      'Use a step so small that the arrow keys take many presses.',
    ],
    a11y: [
      'Arrow keys step, Page Up/Down step by ten, Home/End jump to the ends.',
      'The thumb’s value text is what `formatValue` returns, so “1.5×” is read, not “1.5”.',
    ],
  },
  SpeakExercise: {
    anatomy: [
      ['Prompt', 'the sentence to say.'],
      ['Listen', 'plays the model recording.'],
      ['Record', 'records the learner, then stops.'],
      ['Compare', 'plays the learner’s recording.'],
      ['Self-rating', 'how close it was, then Continue.'],
    ],
    do: [
      'Use it where speech recognition is not good enough for the language: the learner judges.',
      'Set `lang` so the prompt is pronounced right by screen readers.',
    ],
    dont: [
      'Upload the recording; it stays in the browser.',
      'Skip the exercise when there is no microphone; the learner is told so and still listens, says it aloud and rates.',
    ],
    a11y: [
      'The microphone is asked for only when Record is pressed, and a refusal is explained in text; the same button then stops, so focus stays put.',
      'Recording and playback are announced politely.',
    ],
  },
  Spinner: {
    anatomy: [
      ['Ring', 'the turning circle.'],
      ['Label', 'what is loading, read by screen readers (`labels.loading`).'],
    ],
    do: [
      'Use it for waiting with no known end, under a second or two.',
      'Give a `labels.loading` that says what is loading: “Loading lessons”.',
    ],
    dont: [
      'Show a spinner over content that is still usable; disable only what waits.',
      'Use several spinners on one page; one for the region that loads is enough.',
    ],
    a11y: [
      'With `labels.loading` it is a status, read once when it appears; without one it is hidden, so the text beside it must say what waits.',
      'It stops turning (a full, faded ring) when the user prefers reduced motion.',
    ],
  },
  Stack: {
    anatomy: [['Stack', 'children one under another, `space` apart.']],
    do: [
      'Use it for any vertical rhythm: form fields, paragraphs and their heading, cards in a list.',
      'Change the `space` with the width (`{ mobile: "sm", tablet: "md" }`) rather than with media queries.',
    ],
    dont: [
      'Put margins on the children; they fight the stack’s gap.',
      'Wrap a single child in a stack; it adds an element for nothing.',
      'Style the stack itself: it takes no `className`. Wrap it in your own element (a `section` with your class) and let the stack space what is inside.',
    ],
    a11y: ['Render it `as="ul"` or `as="ol"` for a list; screen readers then count the items.'],
  },
  StatCard: {
    anatomy: [
      ['Icon', 'optional.'],
      ['Label', 'what the figure is.'],
      ['Value', 'the figure, large.'],
      ['Hint', 'optional context: “+3 this week”.'],
    ],
    do: [
      'Put several in a row for a dashboard: words learned, lessons done, minutes.',
      'Format the value yourself, with its unit: “42 min”.',
    ],
    dont: [
      'Use a tone for decoration; `critical` means something needs attention.',
      'Put a chart in it; use a `Card`.',
    ],
    a11y: ['Label and value are a description-list pair, so the label is read before the value.'],
  },
  Streak: {
    anatomy: [
      ['Flame', 'burns while the streak lives.'],
      ['Count', 'the days, through `formatDays`.'],
      ['Week', 'the last seven days, filled where practised.'],
      ['Hint', 'optional encouragement.'],
    ],
    do: [
      'Show it where learners start a lesson, to remind them to keep it.',
      'Write `formatDays` and `formatWeek` in the user’s language with plurals.',
    ],
    dont: [
      'Shame a lost streak; show zero with an encouraging `hint`.',
      'Use it for anything counted in other units than days.',
    ],
    a11y: [
      'The week is described in words (`formatWeek`), not only drawn.',
      'The flame is decorative and stops flickering when the user prefers reduced motion.',
    ],
  },
  SuggestionList: {
    anatomy: [
      ['Title', 'a heading.'],
      ['Suggestions', 'a list of buttons, each a question.'],
    ],
    do: [
      'Offer three to five questions that show what the tutor can do.',
      'Disable it while an answer is pending.',
    ],
    dont: [
      'Send the question without the user seeing it; put it in the thread as their message.',
      'Use it for navigation; those are links.',
    ],
    a11y: [
      'It is a titled list of buttons; screen readers say how many suggestions there are.',
      'The title is a heading at `headingLevel`.',
    ],
  },
  Switch: {
    anatomy: [
      ['Label', 'the setting.'],
      ['Description', 'optional, what it does.'],
      ['Track and thumb', 'on or off.'],
    ],
    do: [
      'Use it for a setting that takes effect at once: sounds, dark mode.',
      'Label it with the setting, not the action: “Sound effects”, not “Turn on sound”.',
    ],
    dont: [
      'Use it in a form that needs a Save button; use a checkbox there.',
      'Label it with a question or a negative (“Disable hints”).',
    ],
    a11y: [
      'It is a `switch`: Space toggles it, and the label and description are read with it.',
      'On and off differ in position and shape, not only colour.',
    ],
  },
  Tabs: {
    anatomy: [
      ['List', 'the row of tabs, named by `label`.'],
      ['Tab', 'one trigger; `asChild` makes your element the tab.'],
      ['Panel', 'the content of the selected tab.'],
    ],
    do: [
      'Use it to switch between views of the same thing: Overview, Users, Activity.',
      'Keep tab names short and parallel.',
      'Compose `TabsRoot`/`TabsList`/`TabsTrigger`/`TabsContent` for a badge in a tab or a tab that is a link.',
    ],
    dont: [
      'Use tabs for steps in order; use a stepper or pages.',
      'Hide content a user needs to compare side by side in different tabs.',
    ],
    a11y: [
      'Arrow keys move between tabs, Home and End jump; Tab moves into the panel.',
      'Each panel is labelled by its tab.',
    ],
  },
  TextArea: {
    anatomy: [
      ['Label', 'its name.'],
      ['Text area', 'several lines.'],
      ['Hint, error and count', 'under it, read with it.'],
    ],
    do: [
      'Use it for free text longer than one line: feedback, a message.',
      'Set `maxLength` with `showCount` when there is a limit.',
    ],
    dont: [
      'Use it for a single line; use a `TextField`.',
      'Use the placeholder for instructions; put them in `hint`.',
    ],
    a11y: [
      'The hint, error and count are tied to it; an error sets `aria-invalid`.',
      'The count says “characters” to screen readers.',
    ],
  },
  TextField: {
    anatomy: [
      ['Label', 'its name, with a mark when required.'],
      ['Input', 'one line.'],
      ['Hint, error and count', 'under it, read with it.'],
    ],
    do: [
      'Set `type` and `autoComplete` (`email`, `current-password`), so phones show the right keyboard.',
      'Write errors that say how to fix it: “Enter an email like name@example.com”.',
    ],
    dont: [
      'Use the placeholder as a label.',
      'Show an error before the user has finished typing; check on blur or submit.',
    ],
    a11y: [
      'The label is a real `<label>`; the hint and error are tied with `aria-describedby`.',
      'Required fields are `required`, and the visual mark is hidden from screen readers.',
    ],
  },
  TileBuilder: {
    anatomy: [
      ['Prompt', 'the sentence to translate, with optional audio.'],
      ['Answer line', 'the tiles chosen, in order.'],
      ['Bank', 'the tiles left.'],
      ['Verdict', 'right or wrong, then Continue.'],
    ],
    do: [
      'Include one or two distractor tiles so the answer is not just the tiles in some order.',
      'Set `tileLang` so tiles are read in the learned language.',
    ],
    dont: [
      'Use more than about twelve tiles; the bank becomes a search.',
      'Make tiles draggable only; every tile is a button.',
    ],
    a11y: [
      'A tile moves between bank and line with Enter or Space; Shift + ←/→ moves it within the line.',
      'Each move is announced, so the sentence being built is heard.',
    ],
  },
  Timer: {
    anatomy: [
      ['Label', 'optional, what is timed.'],
      ['Clock', 'm:ss, in the warning tone for the last part.'],
    ],
    do: [
      'Use it when time is part of the exercise; most learning should not be timed.',
      'Set `announceAt` to the moments a screen reader user needs to hear.',
    ],
    dont: [
      'Announce every second; only the marks in `announceAt` are spoken.',
      'Stop the exercise without warning; the warning tone starts in the last quarter.',
    ],
    a11y: [
      'It keeps time from the clock, not by counting ticks, so it does not drift on a busy page.',
      'The clock is a `timer` (never read every second); the moments in `announceAt` are said through a hidden status, phrased by `labels.timeUp` and `labels.remaining`.',
    ],
  },
  TypeAnswer: {
    anatomy: [
      ['Prompt', 'with optional audio.'],
      ['Input', 'the typed answer, in `inputLang`.'],
      ['Check', 'asks `onCheck` for a verdict.'],
      ['Verdict', 'right, nearly (with the difference), or wrong with the answer.'],
    ],
    do: [
      'Accept near misses through `onCheck` (“nearly”), so a typo is not a wrong answer.',
      'Set `inputLang` so spell checkers and screen readers use the learned language.',
    ],
    dont: ['Judge on every key; judge on Check or Enter.', 'Hide the right answer after a wrong one.'],
    a11y: [
      'The verdict says the expected answer in words; the letter-by-letter difference is shown but hidden from screen readers, where struck letters read badly.',
      'After the verdict, focus moves to Continue.',
    ],
  },
  TypingIndicator: {
    anatomy: [
      ['Dots', 'three dots that bounce.'],
      ['Label', 'what is happening, read once (`labels.typing`).'],
    ],
    do: [
      'Show it in the thread while the tutor’s answer is on its way.',
      'Remove it when the answer arrives, in the same render.',
    ],
    dont: [
      'Show it when nothing is being composed; it promises an answer.',
      'Use it for loading a page; that is a `Spinner`.',
    ],
    a11y: [
      'Screen readers hear the label once, politely.',
      'The dots stop bouncing when the user prefers reduced motion.',
    ],
  },
};
