'use client';
import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';

interface Choice {
  label: ReactNode;
  /** Without it, the choice closes the dialog (onClose follows). */
  onClick?: () => void;
  /** Disabled and saying it is busy while true. */
  busy?: boolean;
}

interface ConfirmDialogProps {
  title: ReactNode;
  /** The question's detail, a paragraph under the title. */
  children: ReactNode;
  /** The way back (left) and the way on (right). */
  secondary: Choice;
  primary: Choice;
  /** Which choice has focus as the dialog opens: the safe one. */
  focus: 'secondary' | 'primary';
  /** Classes after terms-gate, the modal's look. */
  className?: string;
  testId: string;
  /** Escape. */
  onCancel?: (event: SyntheticEvent<HTMLDialogElement>) => void;
  onClose?: () => void;
}

/** A modal question with two choices: shown as it mounts, titled by its heading. */
export function ConfirmDialog({ title, children, secondary, primary, focus, className, testId, onCancel, onClose }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  const button = (choice: Choice, kind: 'secondary' | 'primary') => (
    <button
      type="button"
      className={`button-${kind}`}
      onClick={choice.onClick ?? (() => dialog.current?.close())}
      disabled={choice.busy}
      aria-busy={choice.busy}
      autoFocus={focus === kind}
    >
      {choice.label}
    </button>
  );
  return (
    <dialog
      ref={dialog}
      className={className ? `terms-gate ${className}` : 'terms-gate'}
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClose={onClose}
      data-testid={testId}
    >
      <h2 id={titleId}>{title}</h2>
      <p>{children}</p>
      <div className="dialog-actions">
        {button(secondary, 'secondary')}
        {button(primary, 'primary')}
      </div>
    </dialog>
  );
}
