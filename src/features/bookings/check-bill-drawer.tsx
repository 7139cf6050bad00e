'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import type { BookingDetail } from '../../domain/contract/booking-manage';
import type { CatalogLocale } from '../../lib/i18n/catalogs';
import { formatMoney } from '../../lib/format';

interface CheckBillDrawerProps {
  bookingId: number;
  code: string;
  lang: CatalogLocale;
  orders: BookingDetail['orders'];
  onClose: () => void;
}

/** The pos-pay page of an order (spec §7: order_id, book_id, reservation_code, lang and a random number). */
function posPayUrl(order: number, bookingId: number, code: string, lang: string): string {
  const query = new URLSearchParams({ order_id: String(order), book_id: String(bookingId), reservation_code: code, lang, r: String(Math.floor(Math.random() * 1e9)) });
  return `/api/sandbox/pos-pay?${query.toString()}`;
}

/** The booking's orders in a side drawer; Pay opens the order's pos-pay page in a new tab. */
export function CheckBillDrawer({ bookingId, code, lang, orders, onClose }: CheckBillDrawerProps) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);

  return (
    <dialog ref={dialog} className="drawer" aria-labelledby={titleId} onClose={onClose} data-testid="check-bill">
      <div className="drawer-head">
        <h2 id={titleId}>
          <Trans>Your bill</Trans>
        </h2>
        <button type="button" className="button-secondary" onClick={() => dialog.current?.close()} aria-label={t`Close`}>
          ×
        </button>
      </div>
      <ul className="order-list">
        {orders.map((order) => (
          <li key={order.id}>
            <span>{formatMoney({ amountMinor: order.amount_cents, currency: order.currency }, lang)}</span>
            {order.status === 'paid' ? (
              <span className="badge">
                <Trans>Paid</Trans>
              </span>
            ) : (
              <button type="button" className="button-primary" onClick={() => window.open(posPayUrl(order.id, bookingId, code, lang), '_blank', 'noopener')}>
                <Trans>Pay</Trans>
              </button>
            )}
          </li>
        ))}
      </ul>
    </dialog>
  );
}
