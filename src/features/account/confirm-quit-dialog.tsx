'use client';
import { Trans } from '@lingui/react/macro';
import { ConfirmDialog } from '#ui/confirm-dialog.tsx';

/** Spec §2 confirm-quit dialog: closing the login dialog mid-flow asks before what was entered is lost. */
export function ConfirmQuitDialog({ onQuit, onStay }: { onQuit: () => void; onStay: () => void }) {
  return (
    <ConfirmDialog
      title={<Trans>Leave without finishing?</Trans>}
      secondary={{ label: <Trans>Quit</Trans>, onClick: onQuit }}
      primary={{ label: <Trans>Keep going</Trans>, onClick: onStay }}
      focus="primary"
      onCancel={(event) => {
        event.preventDefault();
        onStay();
      }}
      testId="confirm-quit"
    >
      <Trans>What you have entered so far will be lost.</Trans>
    </ConfirmDialog>
  );
}
