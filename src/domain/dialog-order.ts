/**
 * The page dialogs that may ask for the screen at the same time, in the order they get it: the program's
 * terms gate, then the Verify popup of a program that asks on program start, then the login dialog — so a
 * diner opening `?showLogin=1` first sees and accepts the terms — and last the level-up congratulation.
 */
export const DIALOG_ORDER = ['terms', 'verify', 'login', 'upgrade'] as const;
export type QueuedDialog = (typeof DIALOG_ORDER)[number];

/** The waiting dialog whose turn it is, or null when none waits. */
export function dialogInTurn(waiting: ReadonlySet<QueuedDialog>): QueuedDialog | null {
  return DIALOG_ORDER.find((dialog) => waiting.has(dialog)) ?? null;
}
