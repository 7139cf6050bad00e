import react from '@vitejs/plugin-react';
import { defineConfig } from 'waku/config';

// Waku puts the client modules a server chunk refers to into one client chunk. Each locale's client
// catalog gets a server chunk of its own, so a page downloads its locale's messages only.
const localeChunk = (id: string) => /\/locales\/([^/]+)\/client-locale\.ts$/.exec(id)?.[1]?.replace(/^/, 'locale-');

export default defineConfig({
  vite: {
    plugins: [
      react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    ],
    environments: {
      rsc: { build: { rollupOptions: { external: ['cloudflare:workers'], output: { manualChunks: localeChunk } } } },
      ssr: { build: { rollupOptions: { external: ['cloudflare:workers'] } } },
    },
  },
});
