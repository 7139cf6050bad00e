/** A customer of the sandbox bank, and what happens when they sign in and approve. */
export interface SandboxBankUser {
  customerRef: string;
  name: string;
  /** signed_in: the login succeeds; locked: it fails with the bank's message. */
  login: 'signed_in' | 'locked';
  /** What the code they bring back is worth: the customer, the bank declining to vouch, or the token endpoint failing. */
  exchange: 'ok' | 'declined' | 'failed';
}

/** Every sandbox user signs in with this password (README: "Sandbox credentials for program access"). */
export const SANDBOX_BANK_PASSWORD = 'Bank1234';

export const SANDBOX_BANK_USERS: Readonly<Record<string, SandboxBankUser>> = {
  'dbs-demo': { customerRef: 'DBS-SBX-1001', name: 'Demo Diner', login: 'signed_in', exchange: 'ok' },
  'dbs-locked': { customerRef: 'DBS-SBX-1002', name: 'Locked Customer', login: 'locked', exchange: 'ok' },
  'dbs-ineligible': { customerRef: 'DBS-SBX-1003', name: 'Savings Only', login: 'signed_in', exchange: 'declined' },
  'dbs-unavailable': { customerRef: 'DBS-SBX-1004', name: 'Outage Case', login: 'signed_in', exchange: 'failed' },
};

export type SignInResult = { ok: true; username: string } | { ok: false; message: string };

/** The sandbox bank's sign-in: what its login page answers. */
export function sandboxBankSignIn(username: string, password: string): SignInResult {
  const user = Object.hasOwn(SANDBOX_BANK_USERS, username) ? SANDBOX_BANK_USERS[username] : undefined;
  if (!user || password !== SANDBOX_BANK_PASSWORD) return { ok: false, message: 'The user ID or PIN is incorrect. Please try again.' };
  if (user.login === 'locked') return { ok: false, message: 'Your access has been locked after too many attempts. Please call the bank to unlock it.' };
  return { ok: true, username };
}
