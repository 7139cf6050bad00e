import type { ReactNode } from 'react';
import { FormAlert } from './form-alert';

interface FormSubmitProps {
  /** The form's error, announced as it appears; nothing while there is none. */
  error: string | null | undefined;
  /** While the form is being sent: the button is disabled and says it is busy. */
  busy: boolean;
  className?: string;
  /** The button's label. */
  children: ReactNode;
}

/** A form's last lines: its error, then its submit button. */
export function FormSubmit({ error, busy, className = 'button-primary', children }: FormSubmitProps) {
  return (
    <>
      <FormAlert message={error} />
      <button type="submit" className={className} disabled={busy} aria-busy={busy}>
        {children}
      </button>
    </>
  );
}
