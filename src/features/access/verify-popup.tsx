'use client';
import { useOnVerified } from '#ui/verified-context.tsx';
import { VerifyForm, type VerifyFormProps } from './verify-form';
import { VerifyPopupFrame } from './verify-popup-frame';

export type VerifyPopupProps = VerifyFormProps;

/** The booking panel's Verify popup (spec §4), loaded when a diner of a gated program needs it; the panel provides what follows a pass. */
export default function VerifyPopup(props: VerifyPopupProps) {
  const onVerified = useOnVerified();
  return (
    <VerifyPopupFrame onVerified={onVerified}>
      <VerifyForm {...props} />
    </VerifyPopupFrame>
  );
}
