'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { PASSWORD_MAX_LENGTH, passwordHints } from '../../domain/account-rules';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  /** Sign-up shows its hints while the field has focus (spec §5): at least 8 characters, at least 1 number. */
  withHints?: boolean;
  name?: string;
}

/** A password input with a show/hide toggle; its error and hints are announced with it. */
export function PasswordField({ label, value, onChange, error, autoComplete, withHints = false, name = 'password' }: PasswordFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const [shown, setShown] = useState(false);
  const [focused, setFocused] = useState(false);
  const hints = passwordHints(value);
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
          onBlur={() => setFocused(false)}
        />
        <button type="button" className="password-toggle" aria-pressed={shown} aria-controls={id} onClick={() => setShown(!shown)}>
          {shown ? t`Hide` : t`Show`}
          <span className="visually-hidden">{label}</span>
        </button>
      </div>
      {showHints ? (
        <ul id={`${id}-hints`} className="password-hints">
          <li data-met={hints.atLeast8Characters}>
            <Trans>At least 8 characters</Trans>
          </li>
          <li data-met={hints.atLeast1Number}>
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
