import type { z } from 'zod';
import { domainMessages, type DomainMessageKey, type MessageDescriptor } from './messages';

/**
 * The message of a failed parse's first issue, as a domain message to translate: schemas name their
 * messages by key (`{ error: 'phoneInvalid' }`); anything else reads as the generic bad-request message.
 */
export function issueMessage(error: z.ZodError): { key: DomainMessageKey; descriptor: MessageDescriptor; path: PropertyKey[] } {
  const issue = error.issues[0];
  const key: DomainMessageKey = issue && issue.message in domainMessages ? (issue.message as DomainMessageKey) : 'badRequest';
  return { key, descriptor: domainMessages[key], path: issue?.path ?? [] };
}
