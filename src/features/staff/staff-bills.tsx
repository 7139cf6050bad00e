'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { staffBillCreateSchema, type BookingOrder } from '#domain/contract/staff.ts';
import { domainMessages } from '#domain/messages.ts';
import { parseMoneyInput } from '#domain/money.ts';
import { randomToken } from '#domain/random-token.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { formatMoney } from '#lib/i18n/format.ts';
import { useSubmit } from '#lib/use-submit.ts';
import { staffApi } from './staff-api';
import { FormAlert } from '#ui/form-alert.tsx';

/**
 * A booking's bills and, once its guests have arrived, Open a bill: the amount in the restaurant's currency. Each
 * opening has a request key of its own, kept across retries of that opening, so a double press opens one bill.
 */
export function StaffBills(props: { bookingId: number; orders: BookingOrder[]; canOpen: boolean; currency: string; lang: CatalogLocale; onOpened: () => void }) {
  const { t, i18n } = useLingui();
  const currency = props.currency;
  const [amount, setAmount] = useState('');
  const [key, setKey] = useState(() => randomToken(16));
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSubmit();
  const inputId = useId();

  function open(event: React.FormEvent) {
    event.preventDefault();
    const minor = parseMoneyInput(amount, currency);
    if (minor === null || !staffBillCreateSchema.safeParse({ amount_minor: minor }).success) return setError(i18n._(domainMessages.billAmountInvalid));
    setError(null);
    void run(async () => {
      const answer = await staffApi(props.lang).openBill(props.bookingId, minor, key);
      if (!answer.ok) return setError(answer.message || t`The bill could not be opened. Please try again.`);
      setAmount('');
      setKey(randomToken(16));
      props.onOpened();
    });
  }

  return (
    <div className="staff-bills" data-testid="staff-bills">
      {props.orders.length > 0 ? (
        <ul className="order-list" aria-label={t`Bills`}>
          {props.orders.map((order) => (
            <li key={order.id}>
              <span>{formatMoney({ amountMinor: order.amount_cents, currency: order.currency }, props.lang)}</span>
              <span className="badge">{order.status === 'paid' ? <Trans>Paid</Trans> : <Trans>Awaiting payment</Trans>}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {props.canOpen ? (
        <form className="staff-bill-form" onSubmit={open} noValidate>
          <div className="form-field">
            <label htmlFor={inputId}>
              <Trans>Bill amount ({currency})</Trans>
            </label>
            <input id={inputId} inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} aria-invalid={error ? true : undefined} />
          </div>
          <button type="submit" className="button-secondary" disabled={busy}>
            <Trans>Open a bill</Trans>
          </button>
          <FormAlert message={error} />
        </form>
      ) : null}
    </div>
  );
}
