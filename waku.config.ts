import react from '@vitejs/plugin-react';
import { defineConfig } from 'waku/config';

export default defineConfig({
  vite: {
    plugins: [
      react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    ],
    environments: {
      rsc: { build: { rollupOptions: { external: ['cloudflare:workers'] } } },
      ssr: { build: { rollupOptions: { external: ['cloudflare:workers'] } } },
    },
  },
});
