import type { BankCard } from '#domain/contract/bank-cards.ts';

const BRAND_NAMES: Record<string, string> = { MASTERCARD: 'Mastercard', VISA: 'Visa', AMEX: 'American Express', UNIONPAY: 'UnionPay', JCB: 'JCB' };

/** A card's scheme as people write it (names of schemes are not translated). */
export const brandName = (brand: string): string => BRAND_NAMES[brand.toUpperCase()] ?? brand;

/** The expiry as printed on the card, MM/YY. */
export const cardExpiry = (card: BankCard): string => `${String(card.expiry_month).padStart(2, '0')}/${String(card.expiry_year % 100).padStart(2, '0')}`;
