'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { firstChoiceOf, SavedCardChoice } from '#ui/saved-card-choice.tsx';
import { bookingMoneyOf } from '#domain/booking-money.ts';
import type { BankCard } from '#domain/contract/bank-cards.ts';
import type { PaymentPolicy } from '#domain/contract/booking-payment.ts';
import { domainMessages } from '#domain/messages.ts';
import { formatMoney } from '#lib/i18n/format.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';

/** A restaurant's card policy and what the diner can book with (spec §9); none for a restaurant that takes no card. */
export interface BookingCardOffer {
  policy: PaymentPolicy;
  /** The member's cards usable in the program; 'guest' when nobody is signed in, null when they could not be loaded. */
  cards: BankCard[] | 'guest' | null;
  /** Where the diner signs in, and where they add a card (the booking panel's page, out of the frame). */
  loginHref: string;
  myCardsHref: string;
}

/** The card a booking starts with: the member's default card, when they have one. */
export const firstBookingCard = (offer: BookingCardOffer | null): number | null => (offer && Array.isArray(offer.cards) ? firstChoiceOf(offer.cards) : null);

interface BookingCardChoiceProps {
  offer: BookingCardOffer;
  partySize: number;
  chosen: number | null;
  onChoose: (cardId: number) => void;
  disabled: boolean;
}

/**
 * What the booking holds or charges, from the policy and the party (spec §1 pre-authorization), and the saved card
 * it goes on. Signing in and adding a card leave the frame: both are pages of the program, not of the booking site.
 */
export function BookingCardChoice({ offer, partySize, chosen, onChoose, disabled }: BookingCardChoiceProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as CatalogLocale;
  const amount = formatMoney(bookingMoneyOf(offer.policy, partySize), locale);
  const perGuest = formatMoney(bookingMoneyOf(offer.policy, 1), locale);
  const { cards } = offer;
  const addCard = (
    <a href={offer.myCardsHref} target="_parent">
      <Trans>Add a card in My cards</Trans>
    </a>
  );
  return (
    <section className="booking-card" aria-labelledby="booking-card-heading" data-testid="booking-card">
      <h2 id="booking-card-heading">{offer.policy.kind === 'guarantee' ? <Trans>Card guarantee</Trans> : <Trans>Prepayment</Trans>}</h2>
      <p data-testid="booking-money">
        {offer.policy.kind === 'guarantee'
          ? t`A card guarantee of ${amount} (${perGuest} a guest) is held on your card. It is released if you cancel.`
          : t`${amount} (${perGuest} a guest) is paid now with your card.`}
      </p>
      {cards === 'guest' ? (
        <div className="booking-card-sign-in">
          <p>{i18n._(domainMessages.bookingCardSignIn)}</p>
          <a className="button-primary" href={offer.loginHref} target="_parent">
            <Trans>Log in</Trans>
          </a>
        </div>
      ) : cards === null ? (
        <p role="alert">
          <Trans>We could not load your cards right now. Please try again in a moment.</Trans>
        </p>
      ) : cards.length === 0 ? (
        <p data-testid="no-booking-cards">
          <Trans>No cards available to pay, please add a new one</Trans> {addCard}
        </p>
      ) : (
        <SavedCardChoice cards={cards} chosen={chosen} onChoose={onChoose} name="booking-card" legend={<Trans>Choose a card</Trans>} disabled={disabled}>
          <p className="booking-card-add">{addCard}</p>
        </SavedCardChoice>
      )}
    </section>
  );
}
