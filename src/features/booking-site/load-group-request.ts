import { providerForPage } from '../../../server/edge/provider-for-page';
import { ProviderError } from '../../../server/edge/provider-error';
import type { PageContext } from '../../../server/edge/request-context';
import { groupRequestAnswerSchema, type GroupRequest } from '../../domain/contract/booking-manage';
import { domainMessages } from '../../domain/messages';
import { getI18n } from '../../lib/i18n/get-i18n';

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
