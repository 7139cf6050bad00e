/** The program's analytics snippet (spec §3 analytic_type / analytic_code), allowed by the page nonce. */
export function Analytics({ code, nonce }: { code: string; nonce: string }) {
  const setup = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${JSON.stringify(code)});`;
  return (
    <>
      <script async src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(code)}`} nonce={nonce} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: setup }} />
    </>
  );
}
