'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import type { BookingDetail } from '#domain/contract/booking-manage.ts';
import { BILL_RETURN_PARAMS } from '#domain/contract/bill-payment.ts';
import type { BookingOrder } from '#domain/contract/staff.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { formatMoney } from '#lib/i18n/format.ts';
import { BillPayment } from './bill-payment';

/** The bill the payer comes back to from the 3-D Secure challenge, with the session they typed the card in. */
export interface ReturnedBill {
  orderId: number;
  sessionId: string;
}

interface CheckBillDrawerProps {
  bookingId: number;
  code: string;
  program: string;
  lang: CatalogLocale;
  orders: BookingDetail['orders'];
  returned: ReturnedBill | null;
  /** A bill was paid here: the manage screen keeps it paid when the drawer opens again. */
  onPaid: (order: BookingOrder) => void;
  onClose: () => void;
}

/** The gateway's return to the manage screen, read from its address (and then taken off it). */
export function returnedBillOf(url: URL): ReturnedBill | null {
  const sessionId = url.searchParams.get(BILL_RETURN_PARAMS.session);
  const orderId = Number(url.searchParams.get(BILL_RETURN_PARAMS.order));
  const authenticated = url.searchParams.has(BILL_RETURN_PARAMS.authenticated);
  return authenticated && sessionId && Number.isInteger(orderId) && orderId > 0 ? { orderId, sessionId } : null;
}

/** The manage screen's own address, without the gateway's return parameters: where the challenge sends the payer back. */
function manageAddress(): string {
  const url = new URL(window.location.href);
  for (const name of Object.values(BILL_RETURN_PARAMS)) url.searchParams.delete(name);
  return url.pathname + url.search;
}

/**
 * Check Bill (spec §2): the booking's bills in a side drawer, each in the restaurant's currency; Pay opens the
 * payment of an open bill (a saved card or a new one), and a paid bill says so.
 */
export function CheckBillDrawer({ bookingId, code, program, lang, orders, returned, onPaid, onClose }: CheckBillDrawerProps) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [paying, setPaying] = useState<number | null>(returned?.orderId ?? null);
  const [paidNow, setPaidNow] = useState<number | null>(null);
  const paidNotice = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
    if (returned) window.history.replaceState(null, '', manageAddress());
  }, [returned]);

  useEffect(() => {
    if (paidNow !== null) paidNotice.current?.focus();
  }, [paidNow]);

  const paid = (order: BookingOrder) => {
    onPaid(order);
    setPaying(null);
    setPaidNow(order.id);
  };

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
      {paidNow !== null ? (
        <p ref={paidNotice} tabIndex={-1} role="status" className="notice" data-testid="bill-paid">
          <Trans>Your bill is paid. Thank you! A receipt is on its way to your e-mail.</Trans>
        </p>
      ) : null}
      <ul className="order-list">
        {orders.map((order) => {
          const panelId = `bill-${order.id}-payment`;
          return (
            <li key={order.id} data-testid="bill">
              <div className="order-line">
                <span data-testid="bill-amount">{formatMoney({ amountMinor: order.amount_cents, currency: order.currency }, lang)}</span>
                {order.status === 'paid' ? (
                  <span className="badge" data-testid="bill-status">
                    <Trans>Paid</Trans>
                  </span>
                ) : (
                  <button
                    type="button"
                    className="button-primary"
                    aria-expanded={paying === order.id}
                    aria-controls={panelId}
                    onClick={() => setPaying(paying === order.id ? null : order.id)}
                  >
                    <Trans>Pay</Trans>
                  </button>
                )}
              </div>
              {order.status === 'open' && paying === order.id ? (
                <div id={panelId}>
                  <BillPayment
                    bookingId={bookingId}
                    code={code}
                    program={program}
                    lang={lang}
                    order={order}
                    returned={returned?.orderId === order.id ? returned : null}
                    returnPath={manageAddress()}
                    onPaid={paid}
                  />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </dialog>
  );
}
