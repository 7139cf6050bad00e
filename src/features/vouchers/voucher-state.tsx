import { Trans } from '@lingui/react/macro';
import type { Voucher } from '#domain/contract/voucher.ts';

/** Spec §4 voucher states, as the diner reads them. */
export function VoucherState({ state }: { state: Voucher['state'] }) {
  switch (state) {
    case 'available':
      return <Trans>Available</Trans>;
    case 'consumed':
      return <Trans>Fully redeemed</Trans>;
    case 'expired':
      return <Trans>Expired</Trans>;
    case 'coming_soon':
      return <Trans>Coming soon</Trans>;
  }
}
