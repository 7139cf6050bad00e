'use client';
import { useId, type ReactNode } from 'react';

interface TextFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Leaving the field: forms show a field's rule only once the diner is done with it. */
  onBlur?: () => void;
  error?: string | undefined;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  autoComplete?: string;
  multiline?: boolean;
  maxLength?: number;
  name: string;
}

/** A labelled input whose error sits next to it and is announced with it (aria-describedby). */
export function TextField({ label, value, onChange, onBlur, error, hint, type = 'text', inputMode, autoComplete, multiline, maxLength, name }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    maxLength,
    autoComplete,
    onBlur,
  } as const;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} onChange={(e) => onChange(e.target.value)} />
      )}
      {hint ? <p id={hintId} className="form-hint">{hint}</p> : null}
      {error ? <p id={errorId} className="form-error">{error}</p> : null}
    </div>
  );
}
