import type { I18n } from '@lingui/core';
import type { z } from 'zod';
import { MESSAGE_VALUES, messageKeyOf } from '#domain/message-values.ts';
import { domainMessages, type DomainMessageKey } from '#domain/messages.ts';

/** The first message per field for a failed parse, in the diner's language (the server's own words). */
export function fieldErrors(error: z.ZodError, i18n: I18n): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (errors[field]) continue;
    const key = messageKeyOf(issue.message);
    errors[field] = domainMessage(i18n, key);
  }
  return errors;
}

/** One domain message in the diner's language, with the limits it names. */
export const domainMessage = (i18n: I18n, key: DomainMessageKey) => i18n._({ ...domainMessages[key], values: MESSAGE_VALUES[key] });
