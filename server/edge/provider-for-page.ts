import type { PageContext } from './request-context';
import { createProviderClient, type ProviderCallContext } from './provider-client';
import type { ProgramSession } from './session';

/**
 * What a page's provider calls need to know of the request: who asks (address, site), in which language, as which
 * member, for which copy of the program's config and with which program session. An /api call that answers what a
 * page would render (a region's facets) asks as the same caller; its diner may come without a session cookie.
 */
export type PageCaller = Pick<PageContext, 'env' | 'locale' | 'caller' | 'memberToken'> & {
  program?: { slug: string; configVersion: string; session: ProgramSession | null };
};

/** Who a page's provider calls are for: the same caller the /api routes sign (see providerFor), with the member token and the session's grant. */
export function pageCallContext(page: PageCaller): ProviderCallContext {
  return { locale: page.locale, memberToken: page.memberToken, accessGrant: page.program?.session?.access?.token, ...page.caller };
}

/** A provider client for a page being rendered. */
export function providerForPage(page: PageCaller) {
  return createProviderClient(page.env, pageCallContext(page));
}
