'use client';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { VerifiedContext } from '#ui/verified-context.tsx';

/** The Verify popup of spec §4 around the form of the program's way of verifying (verify-form.tsx). */
export function VerifyPopupFrame({ onVerified, children }: { onVerified: () => void; children: ReactNode }) {
  return (
    <VerifiedContext value={onVerified}>
      <div className="verify-popup" role="group" aria-labelledby="verify-popup-heading">
        <h3 id="verify-popup-heading">
          <Trans>Verify to book</Trans>
        </h3>
        {children}
      </div>
    </VerifiedContext>
  );
}
