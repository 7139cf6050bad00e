'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { BankCard } from '#domain/contract/bank-cards.ts';
import { BILL_RETURN_PARAMS, type BillCardSession } from '#domain/contract/bill-payment.ts';
import type { BookingOrder } from '#domain/contract/staff.ts';
import { FormAlert } from '#ui/form-alert.tsx';
import { HostedCardFields } from '#ui/hosted-card-fields.tsx';
import { firstChoiceOf, SavedCardChoice } from '#ui/saved-card-choice.tsx';
import { formatMoney } from '#lib/i18n/format.ts';
import { followThreeDsRedirect } from '#lib/three-ds-redirect.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { useSubmit } from '#lib/use-submit.ts';
import { billCards, openBillCardSession, payBill, startBillThreeDs } from './bill-api';

interface BillPaymentProps {
  bookingId: number;
  code: string;
  program: string;
  lang: CatalogLocale;
  order: BookingOrder;
  /** The hosted session the payer typed a new card in, when they come back from its 3-D Secure challenge. */
  returned: { sessionId: string } | null;
  /** The manage screen's address without the gateway's return parameters: where the challenge sends the payer back. */
  returnPath: string;
  onPaid: (order: BookingOrder) => void;
}

/**
 * Paying one bill: with one of the signed-in member's saved cards, or with a new card typed in the payment gateway's
 * hosted fields, then through the issuer's 3-D Secure challenge (a full-page visit: it refuses to be framed, partner
 * webviews block popups) before it pays; the card number never reaches the app. The provider authorizes and captures exactly the bill.
 */
export function BillPayment({ bookingId, code, program, lang, order, returned, returnPath, onPaid }: BillPaymentProps) {
  const { t } = useLingui();
  const [cards, setCards] = useState<BankCard[] | null | undefined>(undefined);
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState<string | null>(null);
  const [entry, setEntry] = useState<BillCardSession | null>(null);
  const { busy, run } = useSubmit();
  // One request key per attempt: a repeat of the same attempt is the same payment; after a refusal, a new one.
  const key = useRef<string>(crypto.randomUUID());
  const started = useRef(false);
  const amount = formatMoney({ amountMinor: order.amount_cents, currency: order.currency }, lang);
  const failed = t`Something went wrong on our side. Please try again`;

  const pay = async (source: { program: string; bank_card_id: number } | { session_id: string }) => {
    setError(null);
    setWorking(t`Paying…`);
    const answer = await payBill({ bookingId, code, orderId: order.id, with: source, key: key.current, lang });
    setWorking(null);
    if (answer.ok) return onPaid(answer.data.order);
    key.current = crypto.randomUUID();
    setError(answer.message || failed);
  };

  /** The new card is in the session: 3-D Secure for it, which comes back to the manage screen to pay. */
  const authenticate = async (sessionId: string) => {
    setWorking(t`Checking your card with your bank…`);
    const back = new URL(returnPath, window.location.origin);
    back.searchParams.set(BILL_RETURN_PARAMS.session, sessionId);
    back.searchParams.set(BILL_RETURN_PARAMS.order, String(order.id));
    back.searchParams.set(BILL_RETURN_PARAMS.authenticated, '1');
    const answer = await startBillThreeDs({ bookingId, code, orderId: order.id, sessionId, authBackUrl: back.toString(), lang });
    if (answer.ok && followThreeDsRedirect(answer.data)) return;
    setWorking(null);
    setEntry(null);
    setError((!answer.ok && answer.message) || failed);
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Back from the challenge: pay with the new card once, under a key of its session.
    if (returned) {
      key.current = `bill-${returned.sessionId}`;
      void run(() => pay({ session_id: returned.sessionId }));
    }
    void billCards(program, lang).then((list) => {
      setCards(list);
      setChosen(list ? firstChoiceOf(list) : null);
    });
  }, []);

  const payWithSaved = () => run(async () => (chosen === null ? undefined : pay({ program, bank_card_id: chosen })));
  const payWithNew = () =>
    run(async () => {
      setError(null);
      const answer = await openBillCardSession({ bookingId, code, orderId: order.id, returnPath, lang });
      if (!answer.ok) return setError(answer.message || failed);
      setEntry(answer.data);
    });

  return (
    <div className="bill-payment" aria-busy={busy || working !== null} data-testid="bill-payment">
      <FormAlert message={error} />
      {working ? (
        <p role="status" data-testid="bill-working">
          {working}
        </p>
      ) : null}
      {cards === undefined ? (
        <p role="status">
          <Trans>Loading your cards…</Trans>
        </p>
      ) : null}
      {cards && cards.length === 0 ? (
        <p data-testid="no-bill-cards">
          <Trans>No cards available to pay, please add a new one</Trans>
        </p>
      ) : null}
      {cards && cards.length > 0 ? (
        <SavedCardChoice cards={cards} chosen={chosen} onChoose={setChosen} name={`bill-${order.id}-card`} legend={<Trans>Pay with a saved card</Trans>} disabled={busy}>
          <button type="button" className="button-primary" onClick={() => void payWithSaved()} disabled={busy || chosen === null} data-testid="pay-saved-card">
            <Trans>Pay {amount}</Trans>
          </button>
        </SavedCardChoice>
      ) : null}
      {entry ? (
        <HostedCardFields
          jsUrl={entry.js_url}
          sessionId={entry.session_id}
          submitLabel={<Trans>Pay {amount}</Trans>}
          onCardInSession={() => authenticate(entry.session_id)}
          onCancel={() => setEntry(null)}
        />
      ) : (
        <button type="button" className="button-secondary" onClick={() => void payWithNew()} disabled={busy || working !== null} data-testid="pay-new-card">
          <Trans>Pay with a new card</Trans>
        </button>
      )}
    </div>
  );
}
