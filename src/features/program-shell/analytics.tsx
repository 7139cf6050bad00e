/**
 * The program's analytics snippet (spec §3 analytic_type / analytic_code), allowed by the page nonce, which the
 * edge stamps on the script on the way out: the snippet passes its own nonce on to the tag library, so no nonce is
 * written into the page (a shared cached page must hold none, see shared-page-cache.ts). The
 * tag library is fetched only once the page has loaded, its content has been painted (the load event can
 * come before the first paint) and the browser is idle, so it never competes with the page for the network
 * or the main thread; events queued in dataLayer before then are sent when it runs. Without paint timing,
 * or in a hidden tab that will not paint, idle after load is enough.
 */
export function Analytics({ code }: { code: string }) {
  const src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(code)}`;
  const setup = [
    `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${JSON.stringify(code)});`,
    `(function(){var nonce=document.currentScript&&document.currentScript.nonce;`,
    `function load(){var s=document.createElement('script');s.async=true;s.src=${JSON.stringify(src)};if(nonce)s.nonce=nonce;document.head.appendChild(s)}`,
    `function idle(){('requestIdleCallback' in window)?requestIdleCallback(load,{timeout:3000}):setTimeout(load,1)}`,
    `function painted(){var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];`,
    `if(document.visibilityState!=='visible'||types.indexOf('paint')<0)return idle();`,
    `new PerformanceObserver(function(list,observer){if(!list.getEntriesByName('first-contentful-paint').length)return;observer.disconnect();`,
    `requestAnimationFrame(function(){requestAnimationFrame(idle)})}).observe({type:'paint',buffered:true})}`,
    `document.readyState==='complete'?painted():addEventListener('load',painted,{once:true})})();`,
  ].join('');
  return <script dangerouslySetInnerHTML={{ __html: setup }} />;
}
