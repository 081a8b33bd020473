import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { SendIcon } from '../../icons/icons.tsx';
import { visuallyHidden } from '../../theme/a11y.css.ts';
import { cx } from '../../utils/cx.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './ChatComposer.css.ts';
import { canSend, composerKeyAction } from './keys.ts';

export interface ChatComposerProps {
  /** Called with the trimmed text; the field then clears. */
  onSend: (text: string) => void;
  /** A reply is on its way: the send button is busy and sending waits; false by default. */
  isPending?: boolean;
  /** No connection: the field and button are disabled; false by default. */
  isDisconnected?: boolean;
  /** Every word of the composer (field name, placeholder, help, send button), in English by default. */
  labels?: Partial<ChatComposerLabels>;
  /** Most characters a message may have; no limit by default. */
  maxLength?: number;
  /** Extra class on the root element. */
  className?: string;
}

const defaultLabels = {
  /** The field's accessible name. */
  message: 'Message',
  /** Placeholder text of the field. */
  placeholder: 'Ask a question…',
  /** Help under the field: the keyboard shortcuts. */
  hint: 'Enter to send, Shift+Enter for a new line',
  /** Accessible name of the send button. */
  send: 'Send',
};

// The English defaults, exported so an app translates or adjusts them without copying them.
export type ChatComposerLabels = typeof defaultLabels;
export { defaultLabels as chatComposerLabels };

/**
 * The message box of a chat: Enter sends, Shift+Enter adds a line, whitespace-only text is not sent, and it is
 * disabled while an answer is pending or the service is disconnected (focus comes back when it is usable again).
 */
export function ChatComposer({
  onSend,
  isPending = false,
  isDisconnected = false,
  labels,
  maxLength,
  className,
}: ChatComposerProps) {
  const words = { ...defaultLabels, ...labels };
  const id = useId();
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const hadFocus = useRef(false);
  const disabled = isPending || isDisconnected;

  useEffect(() => {
    if (disabled) hadFocus.current = hadFocus.current || document.activeElement === input.current;
    else if (hadFocus.current) {
      hadFocus.current = false;
      input.current?.focus();
    }
  }, [disabled]);

  const send = () => {
    if (!canSend(text, { isPending, isDisconnected })) return;
    hadFocus.current = true;
    onSend(text.trim());
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (
      composerKeyAction({
        key: event.key,
        shiftKey: event.shiftKey,
        isComposing: event.nativeEvent.isComposing,
      }) === 'send'
    ) {
      event.preventDefault();
      send();
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  return (
    <form
      data-component="ChatComposer"
      data-state={isDisconnected ? 'disconnected' : isPending ? 'pending' : 'ready'}
      className={cx(styles.root({ isDisabled: disabled }), className)}
      onSubmit={onSubmit}
    >
      <label htmlFor={id} className={visuallyHidden}>
        {words.message}
      </label>
      <div className={styles.row}>
        <textarea
          ref={input}
          id={id}
          rows={1}
          className={styles.input}
          value={text}
          placeholder={words.placeholder}
          maxLength={maxLength}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <IconButton
          type="submit"
          variant="primary"
          label={words.send}
          icon={<SendIcon />}
          isLoading={isPending}
          disabled={!canSend(text, { isPending, isDisconnected })}
        />
      </div>
      <span id={`${id}-hint`} className={styles.hint}>
        {words.hint}
      </span>
    </form>
  );
}
