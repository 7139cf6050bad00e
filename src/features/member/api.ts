import { firstErrorMessage } from '../../domain/provider-errors';

/** Signs the diner out of the program (the edge clears the member cookie); answers an error message or null. */
export async function signOut(program: string, lang: string): Promise<string | null> {
  const query = new URLSearchParams({ program, lang });
  try {
    const response = await fetch(`/api/account/sign-out?${query.toString()}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
      credentials: 'same-origin',
    });
    if (response.ok) return null;
    return firstErrorMessage(await response.json().catch(() => undefined)) ?? response.statusText;
  } catch {
    return '';
  }
}
