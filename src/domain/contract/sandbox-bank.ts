import { z } from 'zod';

/** The client id the sandbox bank knows the app by. */
export const SANDBOX_BANK_CLIENT_ID = 'dining-sandbox';

const redirectUri = z.string().min(1).max(500);
const state = z.string().regex(/^[A-Za-z0-9._~-]{8,200}$/);
const program = z.string().regex(/^[a-z0-9_-]{1,64}$/);

/**
 * The sandbox bank's login pages (provider /sandbox/bank/*, relayed by the app at /api/sandbox/bank/*, only with
 * BANK_ADAPTER = "sandbox"): the authorize request as OAuth 2.0 sends it (query), then the two forms it shows.
 */
export const sandboxBankAuthorizeSchema = z.object({
  response_type: z.literal('code'),
  client_id: z.literal(SANDBOX_BANK_CLIENT_ID),
  redirect_uri: redirectUri,
  state,
  program,
});
export type SandboxBankAuthorize = z.infer<typeof sandboxBankAuthorizeSchema>;

export const sandboxBankLoginSchema = sandboxBankAuthorizeSchema
  .extend({ username: z.string().trim().min(1).max(64), password: z.string().min(1).max(128) })
  .strict();

export const sandboxBankConsentSchema = z
  .object({ ticket: z.string().regex(/^[A-Za-z0-9_-]{43}$/), decision: z.enum(['approve', 'decline']) })
  .strict();
