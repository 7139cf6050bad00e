import { ProviderError } from './provider-error';
import { providerForPage, type PageCaller } from './provider-for-page';

/**
 * Whether the provider answers at all, for a page that asks it nothing else before the diner acts (a sign-in form,
 * a Log in prompt) but is of no use without it: false when nobody answered in time or it answered a server error,
 * so the page can answer the outage page as every other page does.
 */
export async function providerAnswers(page: PageCaller): Promise<boolean> {
  try {
    const response = await providerForPage(page).raw('/health');
    await response.body?.cancel();
    return response.status < 500;
  } catch (error) {
    if (error instanceof ProviderError && error.isOutage) return false;
    throw error;
  }
}
