import react from '@vitejs/plugin-react';
import { defineConfig } from 'waku/config';
import { assetHeadersFile } from './server/edge/middleware/baseline-headers';

// Waku puts the client modules a server chunk refers to into one client chunk. Each locale's client
// catalog gets a server chunk of its own, so a page downloads its locale's messages only.
const localeChunk = (id: string) => {
  const match = /\/locales\/([^/]+)\/(client|frame)-locale\.ts$/.exec(id);
  return match ? `${match[2]}-locale-${match[1]}` : undefined;
};

// `npm run deploy` builds with VITE_DINING_TARGET=production: a bundle of its own, without the local sandbox pages.
const production = process.env.VITE_DINING_TARGET === 'production';

export default defineConfig({
  distDir: production ? 'dist-production' : 'dist',
  vite: {
    plugins: [
      react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
      {
        // Static assets never reach the Worker: a _headers file gives them the Worker's baseline headers.
        name: 'asset-headers',
        applyToEnvironment: (environment) => environment.name === 'client',
        generateBundle() {
          this.emitFile({ type: 'asset', fileName: '_headers', source: assetHeadersFile() });
        },
      },
    ],
    environments: {
      rsc: { build: { rollupOptions: { external: ['cloudflare:workers'], output: { manualChunks: localeChunk } } } },
      ssr: { build: { rollupOptions: { external: ['cloudflare:workers'] } } },
    },
  },
});
