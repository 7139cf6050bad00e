import { RedeemLauncher } from './redeem-launcher';
import type { RedeemDialogProps } from './redeem-dialog';

/**
 * 'Redeem a voucher' on a profile, for a diner holding vouchers in the program. A server module of its own (see
 * waku.config.ts): the launcher's client code comes only with the pages that show it.
 */
export async function RedeemVoucherGate({ holdsVouchers, ...props }: Omit<RedeemDialogProps, 'onClose'> & { holdsVouchers: boolean | Promise<boolean> }) {
  return (await holdsVouchers) ? <RedeemLauncher {...props} /> : null;
}
