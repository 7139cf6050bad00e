import { providerForPage } from '#edge/provider-for-page.ts';
import { ProviderError } from '#edge/provider-error.ts';
import type { PageContext } from '#edge/request-context.ts';
import { memberSchema, type Member } from '#domain/contract/account.ts';

/**
 * What the page knows about the diner's account: a guest (no member cookie, or the provider no longer
 * knows its token), a member, or a member whose profile could not be loaded just now.
 */
export type MemberState = { kind: 'guest' } | { kind: 'member'; member: Member } | { kind: 'unavailable' };

// The header and the page body both ask within one request: one provider call serves both.
const loaded = new WeakMap<PageContext, Promise<MemberState>>();

/** The signed-in member of the page's program (GET /member with the member token), once per request. */
export function loadMember(page: PageContext): Promise<MemberState> {
  let state = loaded.get(page);
  if (!state) {
    state = fetchMember(page);
    loaded.set(page, state);
  }
  return state;
}

async function fetchMember(page: PageContext): Promise<MemberState> {
  if (!page.memberToken) return { kind: 'guest' };
  const provider = providerForPage(page);
  try {
    return { kind: 'member', member: (await provider.json(memberSchema, '/member')).data };
  } catch (error) {
    // 401: revoked or expired; the diner is signed out whatever the cookie says.
    if (error instanceof ProviderError && error.status === 401) return { kind: 'guest' };
    console.error('member profile unavailable', error);
    return { kind: 'unavailable' };
  }
}
