import type { PanelVerification } from '#domain/booking-panel.ts';
import type { VerifyData } from '#domain/verify-data.ts';
import { LazyVerifyPopup } from './lazy-verify-popup';

/** The booking panel's Verify popup, which its page composes and hands it; null when the program asks for no verification. */
export function panelVerifyPopup(verify: VerifyData, verification: PanelVerification) {
  return verification ? <LazyVerifyPopup {...verify} verification={verification} /> : null;
}
