import { exports } from 'cloudflare:workers';

/** The app's origin in the edge tests. */
export const APP = 'https://app.test';

/** A plain form post from a sandbox page (they run no script), as the browser sends it; its redirect is the answer. */
export const submitPageForm = (path: string, fields: Record<string, string>, site = 'same-origin') =>
  exports.default.fetch(
    new Request(`${APP}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': site, Origin: site === 'same-origin' ? APP : 'https://evil.example' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    }),
  );

/** A page's hidden form fields, by name. */
export const hiddenFields = (html: string) =>
  Object.fromEntries([...html.matchAll(/<input type="hidden" name="([a-z_]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!.replaceAll('&amp;', '&')]));
