'use client';
import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { useQueuedModal } from '#ui/dialog-queue.tsx';
import { VerifyPopupFrame } from './verify-popup-frame';

const reloadWithAccess = () => window.location.reload();

/**
 * Spec §3/§4 where_pop_up = on_program_start: the Verify popup as a dialog when the diner arrives, after the
 * terms, around the form the server picked for the program. Once verified the page reloads with the program's full
 * availability; Later leaves it to Book.
 */
export function ProgramStartVerify({ title, children }: { title: string; children: ReactNode }) {
  const { ref, close, markClosed } = useQueuedModal('verify');
  const titleId = useId();

  return (
    <dialog ref={ref} className="terms-gate" aria-labelledby={titleId} onClose={markClosed} data-testid="program-start-verify">
      <h2 id={titleId}>{title}</h2>
      {/* Not lazily loaded: this dialog's chunk comes only to programs that ask on program start, and content that
          arrived later would move the open dialog (layout shift). */}
      <VerifyPopupFrame onVerified={reloadWithAccess}>{children}</VerifyPopupFrame>
      <button type="button" className="button-secondary panel-action" onClick={close}>
        <Trans>Later</Trans>
      </button>
    </dialog>
  );
}
