import type { Context } from 'hono';
import type { z } from 'zod';
import { MESSAGE_VALUES } from '#domain/message-values.ts';
import { issueMessage } from '#domain/issue-message.ts';
import { errorBody } from '#domain/provider-errors.ts';
import { getI18n } from '#lib/i18n/get-i18n.ts';
import { apiLocale } from './api-locale';
import type { AppEnv } from './env';
import type { DinerCredentials } from './diner-credentials';
import type { ProviderRequest } from './provider-client';
import { ProviderError } from './provider-error';
import { providerFor } from './provider-for-request';

type Env = { Bindings: AppEnv };

/** Thrown by `validate`: the route's onError answers its localized 400 as it is. */
export class InvalidInput extends Error {
  constructor(readonly response: Response) {
    super('invalid input');
  }
}

/** A route group's onError: an InvalidInput answers with its 400; any other error goes on to the edge API's onError. */
export function answerInvalidInput(error: Error): Response {
  if (error instanceof InvalidInput) return error.response;
  throw error;
}

/** Validates with the shared contract before anything reaches the provider: a bad value is a localized 400. */
export function validate<T extends z.ZodType>(c: Context<Env>, schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const { key, descriptor } = issueMessage(parsed.error);
  const message = getI18n(apiLocale(c))._({ ...descriptor, values: MESSAGE_VALUES[key] });
  throw new InvalidInput(c.json(errorBody(message, 'invalid_request'), 400));
}

export async function jsonBody(c: Context<Env>): Promise<unknown> {
  return c.req.json().catch(() => undefined);
}

/** Calls the provider for this request (see providerFor). */
export function callProvider(c: Context<Env>, path: string, request: ProviderRequest = {}, credentials?: DinerCredentials): Promise<Response> {
  return providerFor(c, credentials).raw(path, request);
}

/**
 * A provider answer passed on as it is (status, body, Retry-After, the idempotent-replay flag): its messages
 * are already in the diner's language. A 5xx, or an error that is not JSON, is the provider failing: the
 * API's onError answers it (503 or 502), whatever the body said.
 */
export function passOn(answer: Response, body: BodyInit | null = answer.body): Response {
  if (answer.status >= 500) throw new ProviderError(answer.status, `Provider answered ${answer.status}`, 'provider_failed');
  if (!answer.ok && !(answer.headers.get('Content-Type') ?? '').startsWith('application/json')) {
    throw new ProviderError(502, `Provider answered ${answer.status} without a JSON body`, 'contract_violation');
  }
  const kept = new Headers({ 'Cache-Control': 'no-store' });
  for (const name of ['Content-Type', 'Retry-After', 'Content-Security-Policy', 'Idempotent-Replayed']) {
    const value = answer.headers.get(name);
    if (value) kept.set(name, value);
  }
  return new Response(body, { status: answer.status, headers: kept });
}

/** Calls the provider and passes its answer on. */
export async function relay(c: Context<Env>, path: string, request: ProviderRequest = {}, credentials?: DinerCredentials): Promise<Response> {
  return passOn(await callProvider(c, path, request, credentials));
}
