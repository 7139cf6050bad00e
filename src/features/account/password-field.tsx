'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { NEW_PASSWORD_MIN_LENGTH, newPasswordChecks, PASSWORD_MAX_LENGTH } from '#domain/account-rules.ts';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  /** A new password shows the rule's parts as hints while the field has focus (spec §5). */
  withHints?: boolean;
  name?: string;
}

/** A password input with a show/hide toggle; its error and hints are announced with it. */
export function PasswordField({ label, value, onChange, onBlur, error, autoComplete, withHints = false, name = 'password' }: PasswordFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const [shown, setShown] = useState(false);
  const [focused, setFocused] = useState(false);
  const checks = newPasswordChecks(value);
  const min = NEW_PASSWORD_MIN_LENGTH;
  const showHints = withHints && focused;
  const describedBy = [showHints ? `${id}-hints` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <div className="password-input">
        <input
          id={id}
          name={name}
          type={shown ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          maxLength={PASSWORD_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            onBlur?.();
          }}
        />
        <button type="button" className="password-toggle" aria-pressed={shown} aria-controls={id} onClick={() => setShown(!shown)}>
          {shown ? t`Hide` : t`Show`}
          <span className="visually-hidden">{label}</span>
        </button>
      </div>
      {showHints ? (
        <ul id={`${id}-hints`} className="password-hints">
          <li data-met={checks.longEnough}>
            <Trans>At least {min} characters</Trans>
          </li>
          <li data-met={checks.hasNumber}>
            <Trans>At least 1 number</Trans>
          </li>
        </ul>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
