import { type ReactNode, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogClose } from '../Dialog/Dialog.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './DeleteConfirmModal.css.ts';

/** The typed text must equal the word exactly: same case, no extra spaces. */
export function isConfirmTextValid(typed: string, word: string): boolean {
  return typed === word;
}

/** Every word the modal shows; pass some or all through `labels`. */
export interface DeleteConfirmModalLabels {
  title: ReactNode;
  description: ReactNode;
  confirm: string;
  cancel: string;
  /** Accessible name of the close (×) button. */
  close: string;
  /** The field's label, given the word to type. */
  typeToConfirm: (word: string) => string;
}

const defaultLabels: DeleteConfirmModalLabels = {
  title: 'Delete Account',
  description: 'This permanently deletes your account and your progress. It cannot be undone.',
  confirm: 'Delete Account',
  cancel: 'Cancel',
  close: 'Close',
  typeToConfirm: (word) => `Type ${word} to confirm`,
};

// The English defaults, exported so an app translates or adjusts them without copying them.
export { defaultLabels as deleteConfirmModalLabels };

export interface DeleteConfirmModalProps {
  /** Whether the modal is open (controlled). */
  open: boolean;
  /** Called with `false` when the user cancels or closes it. */
  onOpenChange: (open: boolean) => void;
  /** Called when the user confirms, once the confirm word is typed exactly. */
  onConfirm: () => void;
  /** What the user must type, exactly. */
  confirmWord?: string;
  /** Every word of the modal (title, warning, prompt, buttons, close button), in English by default. */
  labels?: Partial<DeleteConfirmModalLabels>;
  /** The deletion is running: the confirm button is busy and the modal stays open; false by default. */
  isPending?: boolean;
}

/** A destructive confirmation: the confirm button is enabled only once the word is typed exactly. */
export function DeleteConfirmModal({
  open,
  onOpenChange,
  onConfirm,
  confirmWord = 'DELETE',
  labels,
  isPending = false,
}: DeleteConfirmModalProps) {
  const text = { ...defaultLabels, ...labels };
  const [typed, setTyped] = useState('');
  const valid = isConfirmTextValid(typed, confirmWord);
  const change = (next: boolean) => {
    if (!next) setTyped('');
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={text.title}
      description={text.description}
      size="sm"
      labels={{ close: text.close }}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{text.cancel}</Button>
          </DialogClose>
          <Button
            variant="danger"
            disabled={!valid}
            isLoading={isPending}
            onClick={() => {
              if (valid) onConfirm();
            }}
          >
            {text.confirm}
          </Button>
        </>
      }
    >
      <div
        data-component="DeleteConfirmModal"
        data-state={valid ? 'armed' : 'locked'}
        className={styles.root()}
      >
        <TextField
          label={text.typeToConfirm(confirmWord)}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
      </div>
    </Dialog>
  );
}
