import { defineConfig } from 'waku/config';

// A minimal Waku app built the way the app is (Cloudflare adapter), the yardstick of bench:ssr.
export default defineConfig({});
