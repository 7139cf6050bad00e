import type { z } from 'zod';
import { AccessServiceFailed, type AccessServiceName } from './access-service-failed';

export interface ServiceCallSettings {
  /** Injected in tests; the Worker's fetch otherwise. */
  fetch?: typeof fetch | undefined;
  timeoutMs?: number | undefined;
}

/** How long an access check waits for an outside service: the diner is waiting on the Verify dialog. */
export const ACCESS_SERVICE_TIMEOUT_MS = 8_000;

/** Sends one request with a bounded timeout; no answer in time, or none at all, is an AccessServiceFailed. */
export async function callService(service: AccessServiceName, settings: ServiceCallSettings, url: string, init: RequestInit): Promise<Response> {
  const send = settings.fetch ?? ((input, requestInit) => fetch(input, requestInit));
  try {
    return await send(url, { ...init, signal: AbortSignal.timeout(settings.timeoutMs ?? ACCESS_SERVICE_TIMEOUT_MS) });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new AccessServiceFailed(service, timedOut ? 'timeout' : 'unreachable', timedOut ? 'no answer in time' : 'no answer');
  }
}

/** The JSON body of an answer, parsed strictly; anything else is an AccessServiceFailed (malformed). */
export async function readAnswer<T extends z.ZodType>(service: AccessServiceName, response: Response, schema: T): Promise<z.output<T>> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AccessServiceFailed(service, 'malformed', `answer ${response.status} outside the protocol`);
  return parsed.data;
}

/** A status the protocol does not expect (5xx included): the service failed. */
export function unexpectedStatus(service: AccessServiceName, response: Response): AccessServiceFailed {
  return new AccessServiceFailed(service, 'status', `answered ${response.status}`);
}

/** An adapter's base URL must be https (checked when the adapter is chosen, so health reports it). */
export function requireHttps(setting: string, value: string | undefined): string {
  if (!value?.startsWith('https://')) throw new Error(`${setting} must be an https URL`);
  return value;
}
