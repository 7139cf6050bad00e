import { createFromReadableStream } from '@vitejs/plugin-rsc/ssr';
import { createElement, use, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';

/**
 * Runs in the server-rendering environment (static-html.ts imports it there): the HTML of a server-component
 * tree's RSC stream, rendered to the end. The tree holds no client component and no suspended part.
 */
export async function htmlOfRscStream(rsc: ReadableStream<Uint8Array>): Promise<string> {
  const tree = createFromReadableStream<ReactNode>(rsc);
  const Tree = () => use(tree);
  const html = await renderToReadableStream(createElement(Tree));
  await html.allReady;
  return new Response(html).text();
}
