'use client';
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import type { UpgradeInfo } from '#domain/contract/account.ts';

/** Spec §2 upgrade-level congratulation: the program (on sign-in) or the diner's points raised their level. */
export function UpgradeDialog({ upgrade, onClose }: { upgrade: UpgradeInfo; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const level = upgrade.levelText;
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="terms-gate upgrade-dialog" aria-labelledby={titleId} onClose={onClose} data-testid="upgrade-dialog">
      <img src={upgrade.levelIcon} alt="" width={64} height={64} />
      <h2 id={titleId}>
        <Trans>Congratulations!</Trans>
      </h2>
      <p>
        <Trans>Your membership level is now {level}.</Trans>
      </p>
      <div className="dialog-actions">
        <button type="button" className="button-primary" onClick={() => dialog.current?.close()} autoFocus>
          <Trans>Great</Trans>
        </button>
      </div>
    </dialog>
  );
}
