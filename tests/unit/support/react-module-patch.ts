import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

type Transform = (code: string, id: string) => { code: string } | null;

/** A build plugin's transform, called as Vite calls it: the module's new code, or null when it leaves the module alone. */
export const transformOf = (plugin: Plugin) => plugin.transform as unknown as Transform;

/** React's module at `id` as the plugin writes it into the build. */
export function patchedModule(plugin: Plugin, id: string): string {
  const result = transformOf(plugin)(readFileSync(id, 'utf8'), id);
  if (!result) throw new Error(`${plugin.name} left ${id} alone`);
  return result.code;
}

/**
 * The function the plugin wrote into the module as `var name = …`, up to the declaration that follows it, taken out to
 * run on its own, as it runs inside React's module: it proves the written source needs no outside name.
 */
export function writtenFunction<T>(code: string, name: string, followingDeclaration: string): T {
  const start = code.indexOf(`var ${name}`);
  const source = code.slice(start, code.indexOf(followingDeclaration, start));
  return new Function(`${source}; return ${name};`)() as T;
}
