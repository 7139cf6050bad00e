import { postJson } from '#lib/api-client.ts';

/** Signs the diner out of the program (the edge clears the member cookie); answers an error message or null. */
export const signOut = (program: string, lang: string): Promise<string | null> =>
  postJson(`/api/account/sign-out?${new URLSearchParams({ program, lang }).toString()}`, {});
