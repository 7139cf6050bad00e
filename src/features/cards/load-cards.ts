import { providerForPage } from '#edge/provider-for-page.ts';
import type { PageContext } from '#edge/request-context.ts';
import { bankCardListSchema, type BankCard } from '#domain/contract/bank-cards.ts';

/** The signed-in member's cards in the page's program; null when they could not be loaded just now. */
export async function loadCards(page: PageContext): Promise<BankCard[] | null> {
  try {
    const { data } = await providerForPage(page).json(bankCardListSchema, '/member/bank_cards', { query: { source: page.program!.slug } });
    return data.bank_cards;
  } catch (error) {
    console.error('cards unavailable', error);
    return null;
  }
}
