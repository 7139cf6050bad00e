import { providerForPage } from '#edge/provider-for-page.ts';
import type { PageContext } from '#edge/request-context.ts';
import { memberBooksSchema } from '#domain/contract/account.ts';
import { loadMember } from './load-member';

/** What a signed-in member's booking form starts with. */
export interface MemberContact {
  first_name: string;
  last_name: string;
  email: string;
  country_code: string;
  mobile: string;
}

/**
 * The signed-in member's e-mail and mobile from the profile, and the name of the booking they made last in
 * this program (a profile holds only a username, which is no name to book a table by). Null for a guest.
 */
export async function loadMemberContact(page: PageContext): Promise<MemberContact | null> {
  const state = await loadMember(page);
  if (state.kind !== 'member') return null;
  const provider = providerForPage(page);
  const latest = await provider
    .json(memberBooksSchema, '/member/books', { query: { program: page.program!.slug } })
    .then((answer) => answer.data.books.reduce<(typeof answer.data.books)[number] | undefined>((newest, b) => (newest && newest.id > b.id ? newest : b), undefined), () => undefined);
  const { email, country_code, mobile } = state.member;
  return { first_name: latest?.first_name ?? '', last_name: latest?.last_name ?? '', email, country_code, mobile };
}
