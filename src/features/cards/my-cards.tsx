'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { HostedCardFields } from '#ui/hosted-card-fields.tsx';
import type { BankCard, CardSession } from '#domain/contract/bank-cards.ts';
import { NOTICE_CLEAR_MS } from '#domain/constants.ts';
import { useSubmit } from '#lib/use-submit.ts';
import { listCards, makeDefaultCard, openCardSession, removeCard, saveCard, startThreeDs } from './card-api';
import { brandName, cardExpiry } from '#lib/card-label.ts';
import { followThreeDsRedirect } from '#lib/three-ds-redirect.ts';
import { RemoveCardDialog } from './remove-card-dialog';

const RETURN_PARAMS = ['card_session', 'card_order', 'card_3ds'];

/** The return from the issuer's 3-D Secure challenge: the session and order of the card to save. */
function returnStep(url: URL): { sessionId: string; orderId: string } | null {
  const sessionId = url.searchParams.get('card_session');
  const orderId = url.searchParams.get('card_order');
  if (!sessionId || !orderId || !url.searchParams.get('card_3ds')) return null;
  return { sessionId, orderId };
}

function withoutReturnParams(url: URL): string {
  const clean = new URL(url);
  for (const name of RETURN_PARAMS) clean.searchParams.delete(name);
  return clean.pathname + clean.search;
}

interface MyCardsProps {
  program: string;
  lang: string;
  initialCards: BankCard[];
  /** The booking panel the diner came from to add a card (a restaurant that takes one), to go back to; null: none. */
  bookingHref: string | null;
}

/**
 * Spec §2 card management: the member's cards (brand, last four digits, expiry), the card to pay with, Remove with
 * a confirmation, and Add a card. The card is typed here, in the gateway's hosted fields; then the issuer's 3-D Secure
 * challenge is a full-page redirect rather than a popup or an iframe (it refuses to be framed, the app itself may be
 * framed by a partner, and partner webviews block popups); the way back names the session in the URL.
 */
export function MyCards({ program, lang, initialCards, bookingHref }: MyCardsProps) {
  const { t } = useLingui();
  const [cards, setCards] = useState(initialCards);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [working, setWorking] = useState<string | null>(null);
  const [removing, setRemoving] = useState<BankCard | null>(null);
  const [entry, setEntry] = useState<CardSession | null>(null);
  const { busy, run } = useSubmit();
  const started = useRef(false);
  const failed = t`Something went wrong on our side. Please try again`;

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const url = new URL(window.location.href);
    const step = returnStep(url);
    if (!step) return;
    const finish = (message: string | null) => {
      window.history.replaceState(null, '', withoutReturnParams(url));
      setWorking(null);
      if (message !== null) setError(message || failed);
    };
    setWorking(t`Saving your card…`);
    void saveCard(program, lang, step.sessionId, step.orderId).then(async (answer) => {
      if (!answer.ok) return finish(answer.message);
      const list = await listCards(program, lang);
      if (list.ok) setCards(list.data);
      finish(null);
      setNotice(t`Your card was added`);
    });
  }, [program, lang, failed, t]);

  const add = () =>
    run(async () => {
      setError(null);
      const answer = await openCardSession(program, lang);
      if (!answer.ok) return setError(answer.message || failed);
      setEntry(answer.data);
    });

  /** The card is in the session: 3-D Secure, which comes back here to save it. */
  const authenticate = async (session: CardSession) => {
    setWorking(t`Checking your card with your bank…`);
    const back = new URL(withoutReturnParams(new URL(window.location.href)), window.location.origin);
    back.searchParams.set('card_session', session.session_id);
    back.searchParams.set('card_order', session.order_id);
    back.searchParams.set('card_3ds', '1');
    const answer = await startThreeDs(program, lang, session.session_id, back.toString());
    if (answer.ok && followThreeDsRedirect(answer.data)) return;
    setWorking(null);
    setEntry(null);
    setError((!answer.ok && answer.message) || failed);
  };

  const confirmRemove = (card: BankCard) =>
    run(async () => {
      const answer = await removeCard(program, lang, card.id);
      setRemoving(null);
      if (!answer.ok) return setError(answer.message || failed);
      const list = await listCards(program, lang);
      setCards(list.ok ? list.data : cards.filter((c) => c.id !== card.id));
      setNotice(t`Your card was removed`);
    });

  const choose = (card: BankCard) =>
    run(async () => {
      const answer = await makeDefaultCard(program, lang, card.id);
      if (!answer.ok) return setError(answer.message || failed);
      setCards((current) => current.map((c) => ({ ...c, is_default: c.id === card.id })));
    });

  const labelOf = (card: BankCard) => {
    const brand = brandName(card.brand);
    const last4 = card.last4;
    return t`${brand} ending in ${last4}`;
  };

  return (
    <section className="manage-section my-cards" aria-labelledby="my-cards-list" aria-busy={working !== null}>
      <h2 id="my-cards-list">
        <Trans>Saved cards</Trans>
      </h2>
      {notice ? (
        <p role="status" className="notice" data-testid="card-notice">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="form-error" data-testid="card-error">
          {error}
        </p>
      ) : null}
      {working ? (
        <p role="status" data-testid="card-working">
          {working}
        </p>
      ) : null}
      {cards.length === 0 ? (
        <p data-testid="no-cards">
          <Trans>No cards available to pay, please add a new one</Trans>
        </p>
      ) : (
        <fieldset className="card-list">
          <legend>
            <Trans>Card to pay with</Trans>
          </legend>
          <ul>
            {cards.map((card) => {
              const label = labelOf(card);
              const expiry = cardExpiry(card);
              return (
              <li key={card.id} className="card-row" data-testid="saved-card">
                <label>
                  <input type="radio" name="default-card" checked={card.is_default} disabled={busy} onChange={() => void choose(card)} />
                  <span className="card-brand">{brandName(card.brand)}</span> <span className="card-number">•••• {card.last4}</span>{' '}
                  <span className="card-expiry">
                    <Trans>Expires {expiry}</Trans>
                  </span>
                </label>
                <button type="button" className="button-secondary" onClick={() => setRemoving(card)} aria-label={t`Remove ${label}`}>
                  <Trans>Remove</Trans>
                </button>
              </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      {bookingHref && cards.length > 0 ? (
        <p className="my-cards-continue">
          <a className="button-primary" href={bookingHref} data-testid="continue-booking">
            <Trans>Continue your booking</Trans>
          </a>
        </p>
      ) : null}
      {entry ? (
        <section className="add-card" aria-labelledby="add-card-heading">
          <h3 id="add-card-heading">
            <Trans>Add a card</Trans>
          </h3>
          <HostedCardFields
            jsUrl={entry.js_url}
            sessionId={entry.session_id}
            submitLabel={<Trans>Save card</Trans>}
            onCardInSession={() => authenticate(entry)}
            onCancel={() => setEntry(null)}
          />
        </section>
      ) : (
        <button type="button" className="button-primary" onClick={() => void add()} disabled={busy || working !== null} aria-busy={busy} data-testid="add-card">
          <Trans>Add a card</Trans>
        </button>
      )}
      {removing ? <RemoveCardDialog label={labelOf(removing)} busy={busy} onConfirm={() => void confirmRemove(removing)} onClose={() => setRemoving(null)} /> : null}
    </section>
  );
}
