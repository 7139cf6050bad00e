/// <reference types="@vitejs/plugin-rsc/types" />
import { renderToReadableStream } from '@vitejs/plugin-rsc/rsc';
import { createElement, type ReactNode } from 'react';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { initPageI18n } from '#lib/i18n/server.ts';

// How many variants (locale, query) of one owner's HTML an isolate keeps; the oldest goes first.
const VARIANTS_PER_OWNER = 8;
const kept = new WeakMap<object, Map<string, string>>();

/**
 * The HTML of a server-component tree that is the same for every diner who sees `owner` (a program answer: a
 * restaurant's profile, its reviews, a page of a region's restaurants) in `variant` (locale and query): rendered once,
 * then kept as long as the owner lives. Program answers live as long as a shared page and are replaced when the
 * program's config rotates, so the HTML is never older than the answer it shows. Rendered afresh for each diner, that
 * markup cost a profile rendered for one diner about 7% of its CPU, home about 8%; kept, the page carries it as one
 * string (see StaticHtml).
 * The tree must hold no client component and nothing of one diner's; it is rendered in `locale`.
 * Only finished HTML is shared: a render is tied to the request that started it (see programAnswer), so requests that
 * miss at the same time each render.
 */
export function keptStaticHtml(owner: object, locale: CatalogLocale, variant: string, tree: () => ReactNode): Promise<string> {
  let variants = kept.get(owner);
  if (!variants) kept.set(owner, (variants = new Map()));
  const key = `${locale}|${variant}`;
  const html = variants.get(key);
  if (html !== undefined) return Promise.resolve(html);
  const rendered = renderStaticHtml(createElement(InLocale, { locale, children: tree() }));
  rendered.then(
    (finished) => {
      variants.set(key, finished);
      if (variants.size > VARIANTS_PER_OWNER) variants.delete(variants.keys().next().value!);
    },
    () => undefined,
  );
  return rendered;
}

async function renderStaticHtml(tree: ReactNode): Promise<string> {
  const ssr = await import.meta.viteRsc.import<typeof import('./static-html-ssr')>('./static-html-ssr', { environment: 'ssr' });
  return ssr.htmlOfRscStream(renderToReadableStream(tree));
}

/** A separate render has a request of its own: its server components get the page's locale here. */
function InLocale({ locale, children }: { locale: CatalogLocale; children: ReactNode }): ReactNode {
  initPageI18n(locale);
  return children;
}
