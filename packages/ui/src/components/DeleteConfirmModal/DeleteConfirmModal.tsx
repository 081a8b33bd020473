import { type ReactNode, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogClose } from '../Dialog/Dialog.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './DeleteConfirmModal.css.ts';

/** The typed text must equal the word exactly: same case, no extra spaces. */
export function isConfirmTextValid(typed: string, word: string): boolean {
  return typed === word;
}

export interface DeleteConfirmModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  title?: ReactNode;
  description?: ReactNode;
  /** What the user must type (spec: DELETE). */
  confirmWord?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  isPending?: boolean;
}

/** A destructive confirmation: the confirm button is enabled only once the word is typed exactly. */
export function DeleteConfirmModal({
  open,
  onOpenChange,
  onConfirm,
  title = 'Delete Account',
  description = 'This permanently deletes your account and your progress. It cannot be undone.',
  confirmWord = 'DELETE',
  confirmLabel = 'Delete Account',
  cancelLabel = 'Cancel',
  isPending = false,
}: DeleteConfirmModalProps) {
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
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{cancelLabel}</Button>
          </DialogClose>
          <Button
            variant="danger"
            disabled={!valid}
            isLoading={isPending}
            onClick={() => {
              if (valid) onConfirm();
            }}
          >
            {confirmLabel}
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
          label={`Type ${confirmWord} to confirm`}
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
