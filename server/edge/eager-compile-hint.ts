import type { Plugin } from 'vite';

/**
 * Chrome's explicit compile hint (V8, Chrome 136+): a script that starts with it has all its functions compiled on
 * the background thread that streams it in, instead of one by one on the main thread as they are first called.
 * Browsers without it read a comment.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The hint at the top of the client entry chunk: React, React DOM and the router, which every page runs as it
 * hydrates. Their first-call compilation made most of the longest main-thread task after the first paint. Only the
 * entry gets it: chunks a page may never run would be compiled for nothing. Added after the framework's own
 * additions to the chunk's top (its preload map), so the hint comes first.
 */
export function eagerCompileHint(): Plugin {
  return {
    name: 'eager-compile-hint',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
          chunk.code = EAGER_COMPILE_HINT + chunk.code;
          if (!chunk.map) continue;
          // The chunk's code moved down one line, in its map and in the map's file (written from the asset).
          chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapFile = bundle[chunk.sourcemapFileName ?? `${chunk.fileName}.map`];
          if (mapFile?.type === 'asset') mapFile.source = chunk.map.toString();
        }
      },
    },
  };
}
