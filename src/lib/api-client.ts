import { ACCEPT_HEADER, CONTENT_TYPE_HEADER, IDEMPOTENCY_KEY_HEADER, JSON_TYPE, LANGUAGE_HEADER, RETRY_AFTER_HEADER } from '#domain/contract/headers.ts';
import { firstErrorMessage } from '#domain/provider-errors.ts';

/** One call of the browser to the edge API (same origin: the session cookies travel with it, never through script). */
export interface ApiCall<T = unknown> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. A call that changes something is sent as JSON even without one (the edge takes nothing else). */
  body?: unknown;
  /** The diner's language, sent in the language header. */
  lang?: string;
  /** The same key on every try of one change (booking, redeem, bill), so a retry changes nothing more. */
  idempotencyKey?: string;
  /** Reads the answer's body; a body it refuses (it throws) is answered as no answer. Without it the body is taken as T. */
  read?: (body: unknown) => T;
}

/**
 * A failed call, in the shape the screens show: the server's first message, already in the diner's language
 * (spec §8), '' when it said none or nobody answered (status 0); its error code and Retry-After seconds when given.
 */
export type ApiFailure = { ok: false; status: number; message: string; code: string | null; retryAfter: number | null; body: unknown };
export type ApiAnswer<T> = { ok: true; data: T } | ApiFailure;

/** What a call answers when nobody answered (offline, refused) or its answer could not be read. */
export const NO_ANSWER: ApiFailure = { ok: false, status: 0, message: '', code: null, retryAfter: null, body: undefined };

/** Sends a call; its response and JSON body (undefined when it has none), or null when nobody answered. */
async function send(path: string, call: ApiCall<unknown>): Promise<{ response: Response; body: unknown } | null> {
  const method = call.method ?? 'GET';
  const headers: Record<string, string> = { [ACCEPT_HEADER]: JSON_TYPE };
  if (method !== 'GET' || call.body !== undefined) headers[CONTENT_TYPE_HEADER] = JSON_TYPE;
  if (call.lang) headers[LANGUAGE_HEADER] = call.lang;
  if (call.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = call.idempotencyKey;
  try {
    const response = await fetch(path, { method, headers, body: call.body === undefined ? undefined : JSON.stringify(call.body), credentials: 'same-origin' });
    return { response, body: await response.json().catch(() => undefined) };
  } catch {
    return null;
  }
}

const errorCode = (body: unknown): string | null =>
  body && typeof body === 'object' && typeof (body as { code?: unknown }).code === 'string' ? (body as { code: string }).code : null;

function retryAfterOf(response: Response): number | null {
  const seconds = Number(response.headers.get(RETRY_AFTER_HEADER));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** Every call the browser makes to the edge API goes through here: its data, or the failure the screen shows. */
export async function callApi<T = unknown>(path: string, call: ApiCall<T> = {}): Promise<ApiAnswer<T>> {
  const answer = await send(path, call);
  if (!answer) return NO_ANSWER;
  const { response, body } = answer;
  if (!response.ok) return { ok: false, status: response.status, message: firstErrorMessage(body) ?? '', code: errorCode(body), retryAfter: retryAfterOf(response), body };
  if (!call.read) return { ok: true, data: body as T };
  try {
    return { ok: true, data: call.read(body) };
  } catch {
    return NO_ANSWER;
  }
}

/** A JSON POST whose answer says only whether it worked: null on success, else the server's first message (spec §8), '' when unreachable. */
export async function postJson(path: string, body: unknown, lang?: string): Promise<string | null> {
  const answer = await send(path, { method: 'POST', body, lang });
  if (!answer) return '';
  return answer.response.ok ? null : (firstErrorMessage(answer.body) ?? answer.response.statusText);
}
