'use client';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { BookingDetail } from '#domain/contract/booking-manage.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { BOOKING_CANCELLED_EVENT } from './booking-status';
import { CancelDialog } from './cancel-dialog';
import { CheckBillDrawer, returnedBillOf, type ReturnedBill } from './check-bill-drawer';

interface ManageActionsProps {
  id: number;
  code: string;
  /** The booking's program: a member pays with their cards of it. */
  program: string;
  lang: CatalogLocale;
  canCancel: boolean;
  /** The edit page (guest_manage_url with /manage swapped for /edit), when the booking can be changed. */
  editUrl: string | null;
  orders: BookingDetail['orders'];
  /** The no-show fee when cancelling now is within the deadline; null before it. */
  feePercent: number | null;
}

/** Cancel (only if can_cancel), Modify (only if can_update), Check Bill (only with orders); after a cancel, 'Reservation cancelled' and no buttons. */
export function ManageActions({ id, code, program, lang, canCancel, editUrl, orders, feePercent }: ManageActionsProps) {
  const [open, setOpen] = useState<'cancel' | 'bill' | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const [returnedBill, setReturnedBill] = useState<ReturnedBill | null>(null);
  const [bills, setBills] = useState(orders);
  const heading = useRef<HTMLHeadingElement>(null);
  // The buttons answer once hydrated; the marker tells tests (a click before that is lost).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // Back from the 3-D Secure challenge of a card typed in the hosted fields: Check Bill opens again and pays with it.
  useEffect(() => {
    const returned = returnedBillOf(new URL(window.location.href));
    if (returned && orders.some((o) => o.id === returned.orderId)) {
      setReturnedBill(returned);
      setOpen('bill');
    }
  }, [orders]);

  useEffect(() => {
    if (cancelled) heading.current?.focus();
  }, [cancelled]);

  if (cancelled) {
    return (
      <div className="manage-cancelled" role="status">
        <h2 ref={heading} tabIndex={-1} data-testid="reservation-cancelled">
          <Trans>Reservation cancelled</Trans>
        </h2>
      </div>
    );
  }
  if (!canCancel && !editUrl && !orders.length) return null;
  return (
    <div className="manage-actions" data-hydrated={hydrated ? 'true' : undefined}>
      {feePercent !== null && canCancel ? (
        <p className="fee-note">
          <Trans>Cancelling now is within the restaurant’s deadline: a no-show fee of {feePercent}% may be charged.</Trans>
        </p>
      ) : null}
      <div className="manage-buttons">
        {editUrl ? (
          <a className="button-secondary" href={editUrl} data-testid="modify-booking">
            <Trans>Modify</Trans>
          </a>
        ) : null}
        {orders.length ? (
          <button type="button" className="button-secondary" onClick={() => setOpen('bill')}>
            <Trans>Check Bill</Trans>
          </button>
        ) : null}
        {canCancel ? (
          <button type="button" className="button-primary" onClick={() => setOpen('cancel')}>
            <Trans>Cancel</Trans>
          </button>
        ) : null}
      </div>
      {open === 'cancel' ? <CancelDialog id={id} code={code} lang={lang} feePercent={feePercent} onClose={() => setOpen(null)} onCancelled={() => (setCancelled(true), window.dispatchEvent(new CustomEvent(BOOKING_CANCELLED_EVENT, { detail: id })))} /> : null}
      {open === 'bill' ? (
        <CheckBillDrawer bookingId={id} code={code} program={program} lang={lang} orders={bills}
          returned={returnedBill}
          onPaid={(paid) => setBills((current) => current.map((o) => (o.id === paid.id ? { ...o, status: paid.status } : o)))}
          onClose={() => (setOpen(null), setReturnedBill(null))} />
      ) : null}
    </div>
  );
}
