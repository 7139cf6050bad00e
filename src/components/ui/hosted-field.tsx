import type { HostedCardField } from '#domain/hosted-session-answers.ts';

interface HostedFieldProps {
  /** The placeholder's id: the gateway puts its field's iframe in its place. */
  id: string;
  field: HostedCardField;
  label: string;
  message: string | null;
  onLabelClick: () => void;
}

/**
 * One gateway-hosted card field: a labelled group whose message sits next to it and describes it. The placeholder
 * input names the field for the gateway's frame (its title and label); the gateway hides it and frames its own input.
 */
export function HostedField({ id, field, label, message, onLabelClick }: HostedFieldProps) {
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div className={`form-field hosted-field hosted-field-${field}`} role="group" aria-labelledby={labelId} aria-describedby={message ? errorId : undefined} data-field={field}>
      <span id={labelId} className="hosted-field-label" onClick={onLabelClick}>
        {label}
      </span>
      <div className="hosted-field-slot">
        <input id={id} type="text" readOnly tabIndex={-1} aria-label={label} title={label} className="hosted-field-placeholder" />
      </div>
      {message ? (
        <p id={errorId} className="form-error" data-testid={`card-field-error-${field}`}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
