'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { TextField } from '#ui/text-field.tsx';
import { FormSubmit } from '#ui/form-submit.tsx';
import { cardNumberDigits, isLuhnValid } from '#domain/card-number.ts';
import { useShownErrors } from '#lib/use-shown-errors.ts';
import { useSubmit } from '#lib/use-submit.ts';
import { requestAccess } from './api';

interface CardNumberFormProps {
  program: string;
  lang: string;
  onVerified: () => void;
}

/** Spec §4 BANK: the card number whose BIN the issuer checks; only Mastercard World and World Elite pass. */
export function CardNumberForm({ program, lang, onVerified }: CardNumberFormProps) {
  const { t } = useLingui();
  const [number, setNumber] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const errors = useShownErrors();
  const { busy, run } = useSubmit();
  const digits = cardNumberDigits(number);
  const ruleErrors: Record<string, string> = !number.trim()
    ? { number: t`Please enter your card number` }
    : !digits || !isLuhnValid(digits)
      ? { number: t`The card number is incorrect` }
      : {};
  const shown = errors.shown(ruleErrors);

  function submit(event: FormEvent) {
    event.preventDefault();
    errors.markSubmitted();
    if (ruleErrors.number) return;
    void run(async () => {
      const answer = await requestAccess({ program, method: 'card_bin', card_number: number }, lang);
      if (answer.ok) return onVerified();
      setRefusal(answer.message || t`We could not check your card right now. Please try again`);
    });
  }

  return (
    <form className="verify-form" noValidate onSubmit={submit}>
      <TextField
        name="card_number"
        label={t`Card number`}
        hint={t`We check only which card it is; the number is not stored.`}
        value={number}
        onChange={(value) => {
          setNumber(value.replace(/[^\d\s-]/g, '').slice(0, 23));
          setRefusal(null);
        }}
        onBlur={() => errors.leave('number')}
        error={shown.number}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
      />
      <FormSubmit error={refusal} busy={busy} className="button-primary panel-action">
        {busy ? <Trans>Checking…</Trans> : <Trans>Verify my card</Trans>}
      </FormSubmit>
    </form>
  );
}
