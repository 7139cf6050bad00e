import { useState } from 'react';

/**
 * A form's rule errors, shown for a field only once the diner has left it, and for every field once the
 * form was submitted: nothing is red before the diner has typed.
 */
export function useShownErrors() {
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  return {
    leave: (field: string) => setLeft((current) => (current.has(field) ? current : new Set(current).add(field))),
    markSubmitted: () => setSubmitted(true),
    shown: (ruleErrors: Record<string, string>) => Object.fromEntries(Object.entries(ruleErrors).filter(([field]) => submitted || left.has(field))),
  };
}
