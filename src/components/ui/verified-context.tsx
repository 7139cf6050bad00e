'use client';
import { createContext, useContext } from 'react';

/**
 * What happens once the diner is verified: the booking panel goes on to book, the program-start dialog reloads the
 * page. The panel provides it around the Verify popup its page hands it, so neither imports the other.
 */
export const VerifiedContext = createContext<(() => void) | null>(null);

/** The `onVerified` of the Verify popup around this form. */
export function useOnVerified(): () => void {
  const onVerified = useContext(VerifiedContext);
  if (!onVerified) throw new Error('useOnVerified outside a Verify popup');
  return onVerified;
}
