'use client';
import { Trans } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { LoadingStatus } from '#ui/loading-status.tsx';
import type { PanelVerification } from '#domain/booking-panel.ts';
import { WithMoreMessages } from '#lib/i18n/client-provider.tsx';
import { AccessCodeForm } from './access-code-form';
import { BankRedirect } from './bank-redirect';
import { CardNumberForm } from './card-number-form';
import { PartnerAppNotice } from './partner-app-notice';
import type { VerifyData } from '#domain/verify-data.ts';
import { useOnVerified } from '#ui/verified-context.tsx';
import { WhitelistForm } from './whitelist-form';

export type VerifyFormProps = VerifyData & { verification: Exclude<PanelVerification, null> };

/**
 * The Verify popup's steps of spec §4: CHOOSE (card number or bank), BANK (a card number), DBS (the bank login's
 * redirect dialog), and the access code, whitelisted mobile and partner login of the other programs. Their messages
 * are a part of the catalog of their own, which they wait for (a landing page's first paint does not hold them): a
 * form the server rendered stays as it is until they are there.
 */
export function VerifyForm(props: VerifyFormProps) {
  return (
    <Suspense fallback={<LoadingStatus className="panel-loading" />}>
      <WithMoreMessages part="verify">
        <VerifySteps {...props} />
      </WithMoreMessages>
    </Suspense>
  );
}

function VerifySteps({ verification, ...props }: VerifyFormProps) {
  const [chosen, setChosen] = useState<'card' | 'bank' | null>(null);
  const onVerified = useOnVerified();
  const { program, lang } = props;
  const form = verification === 'choose' ? chosen : verification;
  return form === null ? (
    <>
      <p>
        <Trans>This program is for Mastercard World and World Elite cardholders and the partner bank's customers. How would you like to verify?</Trans>
      </p>
      <button type="button" className="button-primary panel-action" onClick={() => setChosen('card')}>
        <Trans>With my card number</Trans>
      </button>
      <button type="button" className="button-secondary panel-action" onClick={() => setChosen('bank')}>
        <Trans>With my bank login</Trans>
      </button>
    </>
  ) : form === 'card' ? (
    <>
      <p>
        <Trans>This program is for Mastercard World and World Elite cardholders. Verify your card before booking.</Trans>
      </p>
      <CardNumberForm program={program} lang={lang} onVerified={onVerified} />
    </>
  ) : form === 'bank' ? (
    <BankRedirect program={program} descHtml={props.bank?.descHtml ?? ''} />
  ) : form === 'access_code' ? (
    <>
      <p>
        <Trans>This program is by invitation. Enter the access code or password you received to book.</Trans>
      </p>
      <AccessCodeForm program={program} lang={lang} length={props.accessCodeLength} authHref={props.authHref} onVerified={onVerified} />
    </>
  ) : form === 'mobile_whitelist' ? (
    <WhitelistForm program={program} lang={lang} {...props.whitelist} onVerified={onVerified} />
  ) : (
    <PartnerAppNotice />
  );
}
