/**
 * The program's analytics snippet (spec §3 analytic_type / analytic_code), allowed by the page nonce. The
 * tag library is fetched only once the page has loaded and the browser is idle, so it never competes with
 * the page for the network or the main thread; events queued in dataLayer before then are sent when it runs.
 */
export function Analytics({ code, nonce }: { code: string; nonce: string }) {
  const src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(code)}`;
  const setup = [
    `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${JSON.stringify(code)});`,
    `(function(){function load(){var s=document.createElement('script');s.async=true;s.src=${JSON.stringify(src)};s.nonce=${JSON.stringify(nonce)};document.head.appendChild(s)}`,
    `function idle(){('requestIdleCallback' in window)?requestIdleCallback(load,{timeout:3000}):setTimeout(load,1)}`,
    `document.readyState==='complete'?idle():addEventListener('load',idle,{once:true})})();`,
  ].join('');
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: setup }} />;
}
