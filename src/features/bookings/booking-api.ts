import { firstErrorMessage } from '#domain/provider-errors.ts';

export type ApiAnswer<T> = { ok: true; data: T } | { ok: false; status: number; message: string; body: unknown };

/** A same-origin JSON call to the edge API; a failure carries the server's first message (spec §8), or '' when unreachable. */
export async function callApi<T>(path: string, init: { method?: string; body?: unknown; lang: string; headers?: Record<string, string> }): Promise<ApiAnswer<T>> {
  try {
    const response = await fetch(path, {
      method: init.method ?? 'GET',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': init.lang, ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok) return { ok: true, data: body as T };
    return { ok: false, status: response.status, message: firstErrorMessage(body) ?? '', body };
  } catch {
    return { ok: false, status: 0, message: '', body: undefined };
  }
}

/** The edge path of a booking, with its code. */
export const bookingApiPath = (id: number, code: string, suffix = '') => `/api/books/${id}${suffix}?reservation_code=${encodeURIComponent(code)}`;
