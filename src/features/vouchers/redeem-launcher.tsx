'use client';
import { Trans } from '@lingui/react/macro';
import { Suspense, useEffect, useRef, useState } from 'react';
import { ChunkBoundary, useLazyChunk } from '#ui/chunk-boundary.tsx';
import { LoadingStatus } from '#ui/loading-status.tsx';
import type { RedeemDialogProps } from './redeem-dialog';

/**
 * 'Redeem a voucher' on a restaurant's profile, for a diner holding vouchers in the program. The dialog's code
 * loads, and the vouchers are asked for, only when the diner presses it: the profile stays light for everyone.
 */
export function RedeemLauncher(props: Omit<RedeemDialogProps, 'onClose'>) {
  const { LazyComponent: RedeemDialog, tries, retry } = useLazyChunk(() => import('./redeem-dialog'));
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  // Before hydration the button does nothing: the page says when it works (tests wait for it).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  function close() {
    setOpen(false);
    opener.current?.focus();
  }

  return (
    <div className="redeem-launcher" data-hydrated={hydrated}>
      <button ref={opener} type="button" className="button-secondary" onClick={() => setOpen(true)} aria-haspopup="dialog" data-testid="redeem-voucher">
        <Trans>Redeem a voucher</Trans>
      </button>
      {open ? (
        <ChunkBoundary tries={tries} onRetry={retry}>
          <Suspense fallback={<LoadingStatus className="toast" />}>
            <RedeemDialog {...props} onClose={close} />
          </Suspense>
        </ChunkBoundary>
      ) : null}
    </div>
  );
}
