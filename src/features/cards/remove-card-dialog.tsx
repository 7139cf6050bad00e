'use client';
import { Trans } from '@lingui/react/macro';
import { ConfirmDialog } from '#ui/confirm-dialog.tsx';

/** Asks before a card is removed; Escape or Keep card closes it, focus starts on the safe choice. */
export function RemoveCardDialog({ label, busy, onConfirm, onClose }: { label: string; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <ConfirmDialog
      title={<Trans>Remove this card?</Trans>}
      secondary={{ label: <Trans>Keep card</Trans> }}
      primary={{ label: <Trans>Remove card</Trans>, onClick: onConfirm, busy }}
      focus="secondary"
      onClose={onClose}
      testId="remove-card-dialog"
    >
      <Trans>{label} will no longer be offered when you pay.</Trans>
    </ConfirmDialog>
  );
}
