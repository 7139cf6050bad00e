'use client';
import { VerifyForm, type VerifyFormProps } from './verify-form';
import { VerifyPopupFrame } from './verify-popup-frame';

export type VerifyPopupProps = VerifyFormProps & { onVerified: () => void };

/** The booking panel's Verify popup (spec §4), loaded when a diner of a gated program needs it. */
export default function VerifyPopup({ onVerified, ...props }: VerifyPopupProps) {
  return (
    <VerifyPopupFrame onVerified={onVerified}>
      <VerifyForm {...props} />
    </VerifyPopupFrame>
  );
}
