import type { Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { createElement, Suspense, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChunkBoundary, useLazyChunk } from '#ui/chunk-boundary.tsx';
import { LocaleProvider, useMoreMessages, WithMoreMessages } from '#lib/i18n/client-provider.tsx';

// A landing page's client catalog holds its first paint's messages; the rest come when something needs them.
const FIRST_PAINT: Messages = { shown: 'Shown at first' };
const REST: Messages = { later: 'Shown later' };

/** The rest of the catalog, counting the loads; the first `failures` of them fail. */
function restOfCatalog(failures = 0) {
  const loader = {
    loads: 0,
    load: async () => {
      if (++loader.loads <= failures) throw new Error('chunk failed');
      return REST;
    },
  };
  return loader;
}

function Message({ id }: { id: string }) {
  const { i18n } = useLingui();
  return createElement('p', null, i18n._(id));
}

/** The HTML once everything (suspended parts included) has rendered. */
async function html(node: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(node);
  await stream.allReady;
  return new Response(stream).text();
}

const page = (loadMore: (() => Promise<Messages>) | undefined, children: ReactNode, loadLogin?: () => Promise<Messages>) =>
  createElement(LocaleProvider, { locale: 'en', messages: FIRST_PAINT, loadMore, loadLogin, children });

describe("a page's client catalog, in parts", () => {
  it('renders the other program pages once the rest of the messages are there, loading them once', async () => {
    const rest = restOfCatalog();
    const rendered = await html(
      page(rest.load, [
        createElement(Message, { id: 'shown', key: 'a' }),
        createElement(WithMoreMessages, { key: 'b', children: createElement(Message, { id: 'later' }) }),
        createElement(WithMoreMessages, { key: 'c', children: createElement(Message, { id: 'later' }) }),
      ]),
    );
    expect(rendered).toContain('Shown at first');
    expect(rendered.match(/Shown later/g)).toHaveLength(2);
    expect(rendered).not.toContain('>later<');
    expect(rest.loads).toBe(1);
  });

  it('renders code loaded after the first paint with its messages', async () => {
    const rest = restOfCatalog();
    function Later() {
      const { LazyComponent, tries, retry } = useLazyChunk(async () => ({ default: () => createElement(Message, { id: 'later' }) }));
      return createElement(ChunkBoundary, { tries, onRetry: retry, children: createElement(Suspense, { fallback: 'loading' }, createElement(LazyComponent)) });
    }
    const rendered = await html(page(rest.load, createElement(Later)));
    expect(rendered).toContain('Shown later');
    expect(rest.loads).toBe(1);
  });

  it("renders the login dialog with its own messages, without the rest of the program pages'", async () => {
    const rest = restOfCatalog();
    const login = { loads: 0, load: async () => (login.loads++, { signIn: 'Log in here' }) };
    function Dialog() {
      const { LazyComponent, tries, retry } = useLazyChunk(async () => ({ default: () => createElement(Message, { id: 'signIn' }) }), 'login');
      return createElement(ChunkBoundary, { tries, onRetry: retry, children: createElement(Suspense, { fallback: 'loading' }, createElement(LazyComponent)) });
    }
    expect(await html(page(rest.load, createElement(Dialog), login.load))).toContain('Log in here');
    expect([login.loads, rest.loads]).toEqual([1, 0]);
  });

  it('asks for nothing where the catalog is whole (the booking site)', async () => {
    expect(await html(page(undefined, createElement(WithMoreMessages, { children: createElement(Message, { id: 'shown' }) })))).toContain('Shown at first');
  });

  it('tries again after a failed load', async () => {
    const rest = restOfCatalog(1);
    let loadMessages: (() => Promise<void>) | undefined;
    let i18nOfPage: ReturnType<typeof useLingui>['i18n'] | undefined;
    function Probe() {
      loadMessages = useMoreMessages();
      i18nOfPage = useLingui().i18n;
      return null;
    }
    await html(page(rest.load, createElement(Probe)));
    await expect(loadMessages!()).rejects.toThrow('chunk failed');
    expect(i18nOfPage!._('later')).toBe('later');
    await loadMessages!();
    expect(i18nOfPage!._('later')).toBe('Shown later');
    await loadMessages!();
    expect(rest.loads).toBe(2);
    // The module's catalog (the next diner's first paint) is left as it was.
    expect(FIRST_PAINT).toEqual({ shown: 'Shown at first' });
  });
});
