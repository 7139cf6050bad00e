'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { TermsConsentForm } from '#ui/terms-consent-form.tsx';
import { canGoBack, closeNeedsConfirmation, stepPosition, type LoginStep as Step } from '#domain/login-dialog.ts';
import { accountApi } from './api';
import { CodeStep } from './code-step';
import { ConfirmQuitDialog } from './confirm-quit-dialog';
import { HelpCallStep, HelpDoneStep, HelpPolicyStep, HelpProfileStep, type HelpDraft } from './help-steps';
import { LoginStep } from './login-step';
import { NewPasswordStep, ResetSuccessStep } from './new-password-step';
import { SendCodeStep } from './send-code-step';
import { SignUpProfileStep } from './sign-up-profile-step';
import { createLoginStore, LoginStoreContext, nextStep, previousStep, type LoginStore } from './store';
import { TimedNotice } from './timed-notice';
import { UpgradeDialog } from './upgrade-dialog';

export interface LoginDialogProps {
  program: string;
  lang: CatalogLocale;
  /** The program's terms must be accepted before authentication (spec §4 terms gate, before_authentication). */
  terms: { termsHtml: string; consentHtml: string } | null;
  onClose: () => void;
  /** Signed in or signed up: the page reloads to show the member. */
  onSignedIn: (message: string) => void;
}

/** The login dialog (spec §2, §4): login, forgot, sign-up and help, with Back, close and confirm-quit. */
export default function LoginDialog({ program, lang, terms, onClose, onSignedIn }: LoginDialogProps) {
  const [store] = useState<LoginStore>(() => createLoginStore({ program, lang, api: accountApi(program, lang), termsFirst: terms !== null, countryCode: '' }));
  const snap = useSnapshot(store);
  const dialog = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const signedInMessage = useRef('');
  const [helpDraft, setHelpDraft] = useState<HelpDraft>({ first_name: '', last_name: '' });
  const step = snap.flow.step;

  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
    void store.api.options().then((answer) => {
      if (!answer.ok) return;
      store.options = answer.data;
      if (!store.countryCode) store.countryCode = answer.data.regions[0]?.phone_code ?? answer.data.countries[0]?.country_code ?? '';
    });
  }, [store]);

  // Each step starts at its first field, so keyboard and screen-reader users land where the work is.
  useEffect(() => {
    body.current?.querySelector<HTMLElement>('input:not([type=hidden]):not([type=radio]), select, button.button-primary')?.focus();
  }, [step]);

  function close() {
    dialog.current?.close();
  }

  function requestClose() {
    if (closeNeedsConfirmation(store.flow)) store.confirmingQuit = true;
    else close();
  }

  /** After sign-in or sign-up: a program that raises the diner's level says so first (spec §2 upgrade dialog). */
  async function signedIn(message: string) {
    store.notice = message;
    signedInMessage.current = message;
    const upgrade = await store.api.partnerLevel();
    if (upgrade.ok && upgrade.data.visible) store.upgrade = upgrade.data;
    else onSignedIn(message);
  }

  return (
    <LoginStoreContext.Provider value={store}>
      <dialog
        ref={dialog}
        className="login-dialog"
        aria-labelledby={titleId}
        onClose={onClose}
        onCancel={(event) => {
          event.preventDefault();
          requestClose();
        }}
        data-testid="login-dialog"
        data-step={step}
      >
        <div className="login-dialog-header">
          {canGoBack(snap.flow) ? (
            <button type="button" className="icon-button" onClick={() => previousStep(store)} data-testid="login-back">
              <span aria-hidden="true">←</span>
              <span className="visually-hidden">
                <Trans>Back</Trans>
              </span>
            </button>
          ) : null}
          <h2 id={titleId}>
            <StepTitle step={step} />
          </h2>
          <button type="button" className="icon-button" onClick={requestClose} data-testid="login-close">
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">
              <Trans>Close</Trans>
            </span>
          </button>
        </div>
        <StepProgress step={step} />
        <TimedNotice />
        <div ref={body} className="login-dialog-body">
          {step === 'terms' && terms ? (
            <TermsConsentForm program={program} termsHtml={terms.termsHtml} consentHtml={terms.consentHtml} onAccepted={() => nextStep(store)} onQuit={close} />
          ) : step === 'login' ? (
            <LoginStep onSignedIn={signedIn} />
          ) : step === 'forgot-mobile' ? (
            <SendCodeStep purpose="reset" />
          ) : step === 'signup-mobile' ? (
            <SendCodeStep purpose="sign_up" />
          ) : step === 'forgot-code' || step === 'signup-code' ? (
            <CodeStep />
          ) : step === 'forgot-password' ? (
            <NewPasswordStep />
          ) : step === 'forgot-success' ? (
            <ResetSuccessStep />
          ) : step === 'signup-profile' ? (
            <SignUpProfileStep onSignedIn={signedIn} />
          ) : step === 'help-profile' ? (
            <HelpProfileStep draft={helpDraft} onDraft={(patch) => setHelpDraft({ ...helpDraft, ...patch })} />
          ) : step === 'help-policy' ? (
            <HelpPolicyStep />
          ) : step === 'help-call' ? (
            <HelpCallStep draft={helpDraft} />
          ) : (
            <HelpDoneStep />
          )}
        </div>
        {snap.confirmingQuit ? (
          <ConfirmQuitDialog
            onStay={() => (store.confirmingQuit = false)}
            onQuit={() => {
              store.confirmingQuit = false;
              close();
            }}
          />
        ) : null}
        {snap.upgrade ? <UpgradeDialog upgrade={snap.upgrade} onClose={() => onSignedIn(signedInMessage.current)} /> : null}
      </dialog>
    </LoginStoreContext.Provider>
  );
}

function StepTitle({ step }: { step: Step }): ReactNode {
  if (step === 'terms') return <Trans>Terms and conditions</Trans>;
  if (step === 'login') return <Trans>Log in</Trans>;
  if (step.startsWith('forgot')) return <Trans>Reset your password</Trans>;
  if (step.startsWith('signup')) return <Trans>Create an account</Trans>;
  return <Trans>Get help</Trans>;
}

/** 'Step 2 of 3' in the multi-step flows, so the diner knows how far there is to go. */
function StepProgress({ step }: { step: Step }) {
  const { t } = useLingui();
  const position = stepPosition(step);
  if (!position) return null;
  const { current, total } = position;
  return <p className="muted step-progress">{t`Step ${current} of ${total}`}</p>;
}
