import { providerForPage } from '#edge/provider-for-page.ts';
import { ProviderError } from '#edge/provider-error.ts';
import type { PageContext } from '#edge/request-context.ts';
import { groupRequestAnswerSchema, type GroupRequest } from '#domain/contract/booking-manage.ts';
import { domainMessages } from '#domain/messages.ts';
import { getI18n } from '#lib/i18n/get-i18n.ts';

/** A group request's status by its reference code, the message that explains why there is none, or null when the provider is down. */
export async function loadGroupRequest(page: PageContext, reference: string): Promise<{ request: GroupRequest; error: null } | { request: null; error: string } | null> {
  const i18n = getI18n(page.uiLocale);
  if (!/^[A-Za-z0-9]{6,16}$/.test(reference)) return { request: null, error: i18n._(domainMessages.groupRequestNotFound) };
  try {
    const { data } = await providerForPage(page).json(groupRequestAnswerSchema, `/public/group_requests/${reference.toUpperCase()}`);
    return { request: data.group_request, error: null };
  } catch (error) {
    if (error instanceof ProviderError && error.status >= 400 && error.status < 500) return { request: null, error: error.message };
    console.error('group request unavailable', reference, error);
    return null;
  }
}
