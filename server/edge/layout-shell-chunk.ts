// The client build's chunks (waku.config.ts). Every page loads the layout's client code and what it imports; Rollup
// would split the modules pages share with the layout into a dozen small chunks, each a request and a gzip stream of
// its own. They go into the layout's chunk instead; what the client entry carries (React, the router) stays in the
// entry's chunk.

/** The client references of the layout's server module (plugin-rsc makes one group per server chunk). */
const LAYOUT_GROUP = /^\0virtual:vite-rsc\/client-references\/group\/.*\/pages\/_layout\.tsx$/;

/** What Rollup's `manualChunks` is handed besides a module's id. */
type ModuleGraph = {
  getModuleIds: () => IterableIterator<string>;
  getModuleInfo: (id: string) => { isEntry: boolean; importedIds: readonly string[] } | null;
};

const staticallyImported = (roots: string[], graph: ModuleGraph) => {
  const seen = new Set(roots);
  for (const id of seen) for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) seen.add(imported);
  return seen;
};

// Worked out once per build: Rollup hands every call of one build the same graph.
const chunksOfBuild = new WeakMap<ModuleGraph, Map<string, string>>();

/** `manualChunks` for the client build: the layout's modules in its chunk, the entry's in the entry's. */
export function layoutShellChunk(id: string, graph: ModuleGraph): string | undefined {
  let chunkOf = chunksOfBuild.get(graph);
  if (!chunkOf) {
    const ids = [...graph.getModuleIds()];
    const layoutModules = staticallyImported(ids.filter((each) => LAYOUT_GROUP.test(each)), graph);
    const entryModules = staticallyImported(ids.filter((each) => graph.getModuleInfo(each)?.isEntry), graph);
    // Rollup puts a manual chunk's dependencies into it as well: naming the entry's modules keeps them in its chunk.
    chunkOf = new Map<string, string>([...layoutModules].map((each) => [each, '_layout']));
    for (const each of entryModules) chunkOf.set(each, 'index');
    chunksOfBuild.set(graph, chunkOf);
  }
  return chunkOf.get(id);
}
