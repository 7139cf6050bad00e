import type { Context } from 'hono';
import type { ProviderEnv } from './env';
import type { MemberEnv } from '#provider/accounts/member-auth.ts';

/** A member call's context where a helper takes the provider's: the same request, with the member's variables beside. */
export const providerContext = (c: Context<MemberEnv>): Context<ProviderEnv> => c as unknown as Context<ProviderEnv>;
