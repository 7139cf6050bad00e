import type { Plugin } from 'vite';

interface ReactModulePatch {
  /** The plugin's name, which build errors carry. */
  name: string;
  /** The modules to patch, by their resolved path. */
  module: RegExp;
  /** Each piece of source text, which occurs exactly once in each of them, and what takes its place. */
  replacements: { find: string; replace: string }[];
}

/**
 * Vite plugin for the server-rendering build that replaces pieces of one of React's own modules. A React whose
 * module no longer has each piece exactly once fails the build rather than silently losing the patch.
 */
export function reactModulePatch({ name, module, replacements }: ReactModulePatch): Plugin {
  return {
    name,
    applyToEnvironment: (environment) => environment.name === 'ssr',
    transform(code, id) {
      if (!module.test(id)) return null;
      let patched = code;
      for (const { find, replace } of replacements) {
        const pieces = patched.split(find);
        if (pieces.length !== 2) throw new Error(`${name}: ${id} has no single ${JSON.stringify(find.split('\n')[0])} to replace`);
        patched = pieces.join(replace);
      }
      return { code: patched, map: null };
    },
  };
}
