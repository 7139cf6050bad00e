import { ProviderError } from './provider-error';
import { providerForPage, type PageCaller } from './provider-for-page';

/**
 * Whether the provider answers at all, for a page that asks it nothing else before the diner acts (a sign-in form,
 * a Log in prompt) but is of no use without it: false when nobody answered in time, or something other than the
 * provider answered a server error, so the page can answer the outage page as every other page does. The
 * provider's own 503 (a setting it refuses, with its report) is an answer: that page still works.
 */
export async function providerAnswers(page: PageCaller): Promise<boolean> {
  try {
    const response = await providerForPage(page).raw('/health');
    if (response.status < 500) {
      await response.body?.cancel();
      return true;
    }
    const report: unknown = await response.json().catch(() => null);
    return typeof report === 'object' && report !== null && typeof (report as { ok?: unknown }).ok === 'boolean';
  } catch (error) {
    if (error instanceof ProviderError && error.isOutage) return false;
    throw error;
  }
}
