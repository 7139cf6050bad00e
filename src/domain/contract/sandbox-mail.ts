import { z } from 'zod';

/**
 * The sandbox mail adapter's mailbox (provider GET /sandbox/mail, only with MAIL_ADAPTER = "sandbox"),
 * shown by the app's dev outbox page. Newest first.
 */
export const sandboxMailSchema = z.object({
  id: z.number().int().positive(),
  idempotency_key: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string() })),
});
export type SandboxMail = z.infer<typeof sandboxMailSchema>;

export const sandboxMailListSchema = z.object({ messages: z.array(sandboxMailSchema) });
export type SandboxMailList = z.infer<typeof sandboxMailListSchema>;

/** The `to` filter: an address as the booking form takes it. */
export const sandboxMailQuerySchema = z.object({ to: z.string().trim().min(3).max(254).optional() });

export const SANDBOX_MAIL_LIMIT = 100;

/** The sandbox SMS/voice adapter's messages (provider GET /sandbox/sms, only with SMS_ADAPTER = "sandbox"). */
export const sandboxSmsListSchema = z.object({
  messages: z.array(z.object({ id: z.number().int().positive(), channel: z.enum(['sms', 'voice']), to_number: z.string(), body: z.string(), created_at: z.string() })),
});
