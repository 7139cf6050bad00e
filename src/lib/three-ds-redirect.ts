/**
 * Follows the gateway's 3-D Secure redirect html: it is a form that takes the payer to the issuer's challenge. It is
 * parsed, never inserted as markup (the app's CSP runs none of its scripts), and only its form is submitted; a form
 * that leads anywhere but this app or the gateway's https host is not followed. False when there is nothing to follow.
 */
export function followThreeDsRedirect(redirectHtml: string): boolean {
  const parsed = new DOMParser().parseFromString(redirectHtml, 'text/html').querySelector('form');
  if (!parsed) return false;
  const action = new URL(parsed.getAttribute('action') ?? '', window.location.href);
  if (action.origin !== window.location.origin && action.protocol !== 'https:') return false;
  const form = document.createElement('form');
  form.method = (parsed.getAttribute('method') ?? 'post').toLowerCase() === 'get' ? 'get' : 'post';
  form.action = action.toString();
  form.hidden = true;
  for (const field of parsed.querySelectorAll('input[name]')) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = field.getAttribute('name')!;
    input.value = field.getAttribute('value') ?? '';
    form.append(input);
  }
  // A GET form replaces its action's query with its fields: keep the action's own parameters as fields.
  if (form.method === 'get') {
    for (const [name, value] of action.searchParams) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
  }
  document.body.append(form);
  form.submit();
  return true;
}
