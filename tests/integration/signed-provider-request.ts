import { bodyHashOf, SERVICE_ASSERTION_HEADER, signServiceAssertion, type ServiceCaller } from '#crypto/service-assertion.ts';

/**
 * A request to the provider as the app's edge makes it: with a service assertion for exactly this method,
 * path and body, naming the caller (the diner's address, the booking site). The provider trusts nothing else.
 */
export async function signedProviderRequest(url: string, init: RequestInit, caller: ServiceCaller, keysText: string): Promise<Request> {
  const unsigned = new Request(url, init);
  const body = unsigned.body ? await unsigned.clone().arrayBuffer() : null;
  const { pathname, search } = new URL(unsigned.url);
  const headers = new Headers(unsigned.headers);
  headers.set(SERVICE_ASSERTION_HEADER, await signServiceAssertion({ method: unsigned.method, path: pathname + search, bodyHash: await bodyHashOf(body) }, caller, keysText));
  return new Request(unsigned, { headers });
}
