'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { CardEntryProblem } from '#domain/card-entry.ts';
import { cardFormMessages, type CardFormProblem } from '#domain/card-entry-messages.ts';
import { cardTypeProblem, HOSTED_CARD_FIELDS, sessionUpdateOutcome, validityProblem, type HostedCardField } from '#domain/hosted-session-answers.ts';
import { loadPaymentSessionScript, type PaymentSessionApi, type ScriptRefusal } from '#lib/payment-session-script.ts';
import { HostedField } from './hosted-field';

interface HostedCardFieldsProps {
  /** The gateway's session.js (js_url of the card session) and the session the card goes into. */
  jsUrl: string;
  sessionId: string;
  submitLabel: ReactNode;
  /** The card is in the session: go on (3-D Secure); the form waits until this settles. */
  onCardInSession: () => Promise<void>;
  onCancel: () => void;
}

type Phase = 'loading' | 'ready' | 'sending' | 'unavailable';
type FieldProblems = Partial<Record<HostedCardField, CardEntryProblem | null>>;

/**
 * The card form on the app's own page: the payment gateway's Hosted Session fields (MPGS session.js; locally the
 * sandbox's emulation of it), each an iframe of the gateway, so the card number never reaches the app. It follows
 * Mastercard's Hosted Session API reference (PaymentSession.configure, onValidityChange, onCardTypeChange,
 * updateSessionFromForm, the formSessionUpdate callback) and shows each answer as spec §8's message beside its field.
 */
export function HostedCardFields({ jsUrl, sessionId, submitLabel, onCardInSession, onCancel }: HostedCardFieldsProps) {
  const { i18n, t } = useLingui();
  const id = useId();
  const [phase, setPhase] = useState<Phase>('loading');
  const [problems, setProblems] = useState<FieldProblems>({});
  const [formProblem, setFormProblem] = useState<CardFormProblem | null>(null);
  const [checked, setChecked] = useState(false);
  const session = useRef<PaymentSessionApi | null>(null);
  const proceed = useRef(onCardInSession);
  proceed.current = onCardInSession;
  const elementId = (field: HostedCardField) => `${id}-${field}`;

  useEffect(() => {
    let live = true;
    const selectorOf = (field: HostedCardField) => `#${CSS.escape(elementId(field))}`;
    const fieldOf = (selector: string) => HOSTED_CARD_FIELDS.find((field) => selectorOf(field) === selector);
    const setProblem = (field: HostedCardField, problem: CardEntryProblem | null) => live && setProblems((current) => ({ ...current, [field]: problem }));
    loadPaymentSessionScript(jsUrl).then(
      (api) => {
        if (!live) return;
        session.current = api;
        api.configure({
          session: sessionId,
          fields: { card: { number: selectorOf('number'), securityCode: selectorOf('securityCode'), expiryMonth: selectorOf('expiryMonth'), expiryYear: selectorOf('expiryYear') } },
          frameEmbeddingMitigation: ['javascript'],
          callbacks: {
            initialized: (response) => {
              if (!live) return;
              setPhase(response.status === 'ok' ? 'ready' : 'unavailable');
              if (response.status !== 'ok') setFormProblem('system_error');
            },
            formSessionUpdate: (response) => {
              if (!live) return;
              const outcome = sessionUpdateOutcome(response);
              if (outcome.kind === 'ok') {
                setProblems({});
                setChecked(false);
                void proceed.current().finally(() => live && setPhase('ready'));
                return;
              }
              setPhase('ready');
              if (outcome.kind === 'fields') {
                setProblems(outcome.problems);
                setChecked(true);
              } else setFormProblem(outcome.problem);
            },
          },
          // ALLOW: a typed letter stays, so the field can say it contains invalid characters (spec §8).
          interaction: { displayControl: { formatCard: 'EMBOSSED', invalidFieldCharacters: 'ALLOW' } },
        });
        api.onValidityChange(
          HOSTED_CARD_FIELDS.map((field) => `card.${field}`),
          (selector, result) => {
            const field = fieldOf(selector);
            if (field) setProblem(field, validityProblem(field, result));
          },
        );
        api.onCardTypeChange?.((_, result) => {
          const problem = cardTypeProblem(result.status);
          // The type speaks only for a number that is otherwise fine: its validity's message comes first.
          setProblems((current) =>
            problem ? (current.number ? current : { ...current, number: problem }) : current.number === 'number_not_supported' ? { ...current, number: null } : current,
          );
        });
      },
      (refusal: ScriptRefusal) => {
        if (!live) return;
        setPhase('unavailable');
        setFormProblem(refusal === 'not_loaded' ? 'system_error' : 'script_not_allowed');
      },
    );
    return () => {
      live = false;
      session.current = null;
    };
  }, [jsUrl, sessionId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'ready' || !session.current) return;
    setFormProblem(null);
    setPhase('sending');
    session.current.updateSessionFromForm('card');
  };

  const messageOf = (problem: CardFormProblem | null | undefined) => (problem ? i18n._(cardFormMessages[problem]) : null);
  const anyFieldProblem = HOSTED_CARD_FIELDS.some((field) => problems[field]);
  const summary = messageOf(formProblem) ?? (checked && anyFieldProblem ? t`Please check the card details` : null);
  const field = (name: HostedCardField, label: string) => (
    <HostedField id={elementId(name)} field={name} label={label} message={messageOf(problems[name])} onLabelClick={() => session.current?.setFocus?.(`card.${name}`)} />
  );

  return (
    <form className="hosted-card-form" onSubmit={submit} noValidate aria-busy={phase === 'loading' || phase === 'sending'} data-testid="hosted-card-form">
      {summary ? (
        <p role="alert" className="form-error" data-testid="card-form-alert">
          {summary}
        </p>
      ) : null}
      {phase === 'loading' ? (
        <p role="status">
          <Trans>Loading the secure card form…</Trans>
        </p>
      ) : null}
      <div className="hosted-card-fields" hidden={phase === 'unavailable'}>
        {field('number', t`Card number`)}
        <div className="hosted-card-row">
          {field('expiryMonth', t`Expiry month (MM)`)}
          {field('expiryYear', t`Expiry year (YY)`)}
        </div>
        {field('securityCode', t`Security code`)}
      </div>
      <div className="hosted-card-actions">
        {phase !== 'unavailable' ? (
          <button type="submit" className="button-primary" disabled={phase !== 'ready'} aria-busy={phase === 'sending'} data-testid="card-form-submit">
            {submitLabel}
          </button>
        ) : null}
        <button type="button" className="button-secondary" onClick={onCancel} data-testid="card-form-cancel">
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
