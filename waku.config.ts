import react from '@vitejs/plugin-react';
import { defineConfig } from 'waku/config';
import { reactFlightJson } from './server/edge/flight-json';
import { reactHtmlChunks } from './server/edge/html-chunks';
import { assetHeadersFile } from './server/edge/middleware/baseline-headers';

// Waku puts the client modules a server chunk refers to into one client chunk. Each locale's client
// catalog gets a server chunk of its own, so a page downloads its locale's messages only.
const localeChunk = (id: string) => {
  const match = /\/locales\/([^/]+)\/(client|frame)-locale\.ts$/.exec(id);
  return match ? `${match[2]}-locale-${match[1]}` : undefined;
};

// Server modules that render client code only some pages need get chunks of their own, so that code is not in
// the layout's client chunk every page loads: the program-start Verify dialog (programs that ask on start) and the
// level-up congratulation (signed-in members).
const OWN_CHUNKS: [RegExp, string][] = [
  [/\/src\/features\/access\/program-start-verify-gate\.tsx$/, 'program-start-verify'],
  [/\/src\/features\/account\/upgrade-announcement-gate\.tsx$/, 'upgrade-announcement'],
];
const ownChunk = (id: string) => OWN_CHUNKS.find(([pattern]) => pattern.test(id))?.[1];

// `npm run deploy` builds with VITE_DINING_TARGET=production: a bundle of its own, without the local sandbox pages.
const production = process.env.VITE_DINING_TARGET === 'production';

export default defineConfig({
  distDir: production ? 'dist-production' : 'dist',
  vite: {
    plugins: [
      react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
      reactHtmlChunks(),
      reactFlightJson(),
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
      rsc: { build: { rollupOptions: { external: ['cloudflare:workers'], output: { manualChunks: (id) => localeChunk(id) ?? ownChunk(id) } } } },
      ssr: { build: { rollupOptions: { external: ['cloudflare:workers'] } } },
    },
  },
});
