import { firstErrorMessage } from '#domain/provider-errors.ts';

/** A same-origin JSON POST to the edge API; answers null on success, else the server's first message (spec §8), '' when unreachable. */
export async function postJson(path: string, body: unknown): Promise<string | null> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    if (response.ok) return null;
    return firstErrorMessage(await response.json().catch(() => undefined)) ?? response.statusText;
  } catch {
    return '';
  }
}
