import { firstErrorMessage } from '../domain/provider-errors';

/** Records the diner's consent to the program's terms (spec §4 terms gate); answers an error message or null. */
export async function acceptTerms(program: string): Promise<string | null> {
  try {
    const response = await fetch('/api/terms/accept', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ program }),
      credentials: 'same-origin',
    });
    if (response.ok) return null;
    return firstErrorMessage(await response.json().catch(() => undefined)) ?? response.statusText;
  } catch {
    return '';
  }
}
