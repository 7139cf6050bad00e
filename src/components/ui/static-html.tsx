/**
 * Markup rendered on the server once and kept (server/edge/static-html.ts), placed as it is: the wrapper takes no
 * room of its own (display: contents), so its sections sit in the page as if rendered in place.
 */
export function StaticHtml({ html }: { html: string }) {
  return <div className="static-html" dangerouslySetInnerHTML={{ __html: html }} />;
}
