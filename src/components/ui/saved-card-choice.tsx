'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { BankCard } from '#domain/contract/bank-cards.ts';
import { brandName, cardExpiry } from '#lib/card-label.ts';

interface SavedCardChoiceProps {
  cards: readonly BankCard[];
  chosen: number | null;
  onChoose: (cardId: number) => void;
  /** The radio group's name, unique on the page. */
  name: string;
  legend: ReactNode;
  disabled?: boolean;
  /** What follows the cards inside the group (the action that uses the chosen card). */
  children?: ReactNode;
}

/** One of the member's saved cards as a radio group (arrow keys move between cards): brand, last four digits, expiry. */
export function SavedCardChoice({ cards, chosen, onChoose, name, legend, disabled, children }: SavedCardChoiceProps) {
  const { t } = useLingui();
  return (
    <fieldset className="card-list">
      <legend>{legend}</legend>
      <ul>
        {cards.map((card) => {
          const brand = brandName(card.brand);
          const last4 = card.last4;
          const expiry = cardExpiry(card);
          return (
            <li key={card.id} className="card-row">
              <label>
                <input type="radio" name={name} value={card.id} checked={chosen === card.id} disabled={disabled} onChange={() => onChoose(card.id)} />
                <span>{t`${brand} ending in ${last4}`}</span>{' '}
                <span className="card-expiry">
                  <Trans>Expires {expiry}</Trans>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {children}
    </fieldset>
  );
}

/** The card a list starts with: the member's default card, else the first. */
export const firstChoiceOf = (cards: readonly BankCard[]): number | null => (cards.find((card) => card.is_default) ?? cards[0])?.id ?? null;
