import type { PageContext } from './request-context';
import { createProviderClient } from './provider-client';

/** What a page's provider calls need to know of the request: who asks (address, site), in which language, as which member. */
export type PageCaller = Pick<PageContext, 'env' | 'locale' | 'caller' | 'memberToken' | 'program'>;

/** A provider client for a page being rendered: the same caller the /api routes sign (see providerFor), with the session's grant. */
export function providerForPage(page: PageCaller) {
  return createProviderClient(page.env, { locale: page.locale, memberToken: page.memberToken, accessGrant: page.program?.session.access?.token, ...page.caller });
}
