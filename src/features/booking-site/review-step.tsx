'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { BookingProgress } from '#domain/booking-steps.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import type { NearestSlot } from './api';
import { formatTime } from '#lib/i18n/format.ts';
import { formatDay } from './format-day';
import { VoucherChoice } from './voucher-choice';

interface ReviewStepProps {
  progress: BookingProgress;
  restaurantName: string;
  dealName: string | null;
  submitting: boolean;
  error: string | null;
  nearest: readonly NearestSlot[];
  onConfirm: () => void;
  onPickNearest: (slot: NearestSlot) => void;
  onEdit: () => void;
  /** The diner's available vouchers in this program, and those the booking uses (the frame's code first). */
  vouchers: readonly { code: string; title: string }[];
  voucherCodes: readonly string[];
  onVouchers: (codes: string[]) => void;
  /** The card guarantee or prepayment and the card it goes on, at a restaurant that takes one. */
  cardChoice: ReactNode;
  /** False while the booking lacks something only the diner can give first (a card, at a restaurant that takes one). */
  canConfirm: boolean;
}

/** Step 5, completion: everything the diner chose, then Confirm (disabled while it is being sent). */
export function ReviewStep({ progress, restaurantName, dealName, submitting, error, nearest, onConfirm, onPickNearest, onEdit, vouchers, voucherCodes, onVouchers, cardChoice, canConfirm }: ReviewStepProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as CatalogLocale;
  const { guest } = progress;
  const party = progress.partySize ?? 0;
  return (
    <>
      <dl className="review-list">
        <div><dt><Trans>Restaurant</Trans></dt><dd>{restaurantName}</dd></div>
        <div><dt><Trans>Date</Trans></dt><dd>{progress.date ? formatDay(progress.date, locale) : ''}</dd></div>
        <div><dt><Trans>Time</Trans></dt><dd>{progress.time ? formatTime(progress.time, locale) : ''}</dd></div>
        <div><dt><Trans>Party size</Trans></dt><dd>{party}</dd></div>
        {progress.hasDeals ? <div><dt><Trans>Deal</Trans></dt><dd>{dealName ?? t`No deal`}</dd></div> : null}
        <div><dt><Trans>Name</Trans></dt><dd>{`${guest.first_name} ${guest.last_name}`}</dd></div>
        <div><dt><Trans>E-mail</Trans></dt><dd>{guest.email}</dd></div>
        <div><dt><Trans>Mobile number</Trans></dt><dd>{`+${guest.country_code} ${guest.mobile}`}</dd></div>
        {guest.special_requests ? <div><dt><Trans>Special requests</Trans></dt><dd>{guest.special_requests}</dd></div> : null}
        {guest.for_someone_else ? <div><dt><Trans>Booked for</Trans></dt><dd><Trans>Someone else</Trans></dd></div> : null}
      </dl>
      {vouchers.length > 0 || voucherCodes.length > 0 ? (
        <VoucherChoice vouchers={vouchers} chosen={voucherCodes} onChange={onVouchers} />
      ) : null}
      {cardChoice}
      {error ? (
        <div className="booking-error" role="alert">
          <p className="form-error">{error}</p>
          {nearest.length > 0 ? (
            <>
              <p><Trans>These times still have seats:</Trans></p>
              <ul className="choice-list" role="list">
                {nearest.map((slot) => (
                  <li key={`${slot.date} ${slot.time}`}>
                    <button type="button" className="choice" onClick={() => onPickNearest(slot)}>
                      {`${formatDay(slot.date, locale)} ${formatTime(slot.time, locale)}`}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      <div className="step-actions">
        <button type="button" className="button-secondary" onClick={onEdit} disabled={submitting}>
          <Trans>Edit details</Trans>
        </button>
        <button type="button" className="button-primary" onClick={onConfirm} disabled={submitting || !canConfirm} aria-busy={submitting}>
          {submitting ? <Trans>Confirming…</Trans> : <Trans>Confirm booking</Trans>}
        </button>
      </div>
    </>
  );
}
