import type { z } from 'zod';
import { MESSAGE_VALUES, messageKeyOf } from '#domain/message-values.ts';
import { ApiError } from './api-error';

/**
 * Validates request input before anything is read or written. A schema may name a message of
 * src/domain/messages.ts as its issue message (e.g. `{ error: 'pageInvalid' }`); anything else reads
 * as the generic bad-request message.
 */
export function readInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const key = messageKeyOf(result.error.issues[0]?.message);
  throw new ApiError(400, 'invalid_request', key, MESSAGE_VALUES[key]);
}
