import react from '@vitejs/plugin-react';
import { defineConfig } from 'waku/config';
import { eagerCompileHint } from '#edge/eager-compile-hint.ts';
import { reactFlightJson } from '#edge/flight-json.ts';
import { reactHtmlChunks } from '#edge/html-chunks.ts';
import { layoutShellChunk } from '#edge/layout-shell-chunk.ts';
import { assetHeadersFile } from '#edge/middleware/baseline-headers.ts';

// Waku puts the client modules a server chunk refers to into one client chunk. Each locale's client
// catalog gets a server chunk of its own, so a page downloads its locale's messages only.
const localeChunk = (id: string) => {
  const match = /\/locales\/([^/]+)\/(client|frame)-locale\.ts$/.exec(id);
  return match ? `${match[2]}-locale-${match[1]}` : undefined;
};

// Server modules that render client code only some diners need get chunks of their own, so that code is not in the
// client chunk of every page or every profile: the program-start Verify dialog (programs that ask on start), the
// terms gate (diners without current consent), the level-up congratulation and Sign out (signed-in members) and
// Redeem a voucher (diners holding vouchers). The Verify forms are a chunk of their own too: the dialog of
// a partner login has no form to bring (plugin-rsc groups the client code each server chunk references).
const OWN_CHUNKS: [RegExp, string][] = [
  [/\/src\/features\/access\/program-start-verify-gate\.tsx$/, 'program-start-verify'],
  [/\/src\/features\/access\/verify-form\.tsx$/, 'verify-form'],
  [/\/src\/features\/terms\/terms-gate-when-due\.tsx$/, 'terms-gate'],
  [/\/src\/features\/account\/upgrade-announcement-gate\.tsx$/, 'upgrade-announcement'],
  [/\/src\/features\/member\/signed-in-account\.tsx$/, 'signed-in-account'],
  [/\/src\/features\/vouchers\/redeem-voucher-gate\.tsx$/, 'redeem-voucher'],
];
const ownChunk = (id: string) => OWN_CHUNKS.find(([pattern]) => pattern.test(id))?.[1];

// `npm run deploy` builds with VITE_DINING_TARGET=production: a bundle of its own, without the local sandbox pages.
const production = process.env.VITE_DINING_TARGET === 'production';

export default defineConfig({
  distDir: production ? 'dist-production' : 'dist',
  vite: {
    resolve: { alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: `${import.meta.dirname}/src/lib/use-sync-external-store-shim.ts` }] },
    plugins: [
      react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
      reactHtmlChunks(),
      reactFlightJson(),
      eagerCompileHint(),
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
      client: { build: { rollupOptions: { output: { manualChunks: layoutShellChunk } } } },
    },
  },
});
