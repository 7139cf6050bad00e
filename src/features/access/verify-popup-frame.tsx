'use client';
import { Trans } from '@lingui/react/macro';
import { createContext, useContext, type ReactNode } from 'react';

/** What happens once the diner is verified: the panel goes on to book, the program-start dialog reloads the page. */
const VerifiedContext = createContext<(() => void) | null>(null);

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

/** The frame's `onVerified`, for the form inside it. */
export function useOnVerified(): () => void {
  const onVerified = useContext(VerifiedContext);
  if (!onVerified) throw new Error('useOnVerified outside a Verify popup');
  return onVerified;
}
