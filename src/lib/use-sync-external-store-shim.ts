// Lingui's React bindings import `use-sync-external-store/shim` for React versions before 18. React 19 has the hook,
// and the shim only hands it on, but its code still comes in every page's first load; the build resolves the shim
// here instead (waku.config.ts).
export { useSyncExternalStore } from 'react';
