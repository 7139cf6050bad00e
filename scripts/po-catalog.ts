import { readFileSync } from 'node:fs';

export interface PoEntry {
  id: string;
  translation: string;
  explicitId: boolean;
  /** The files that use it (`#:` lines; the catalogs are written without line numbers). */
  origins: string[];
}

function unquote(line: string): string {
  return JSON.parse(line.trim());
}

/** Reads a gettext catalog as Lingui writes it (msgid/msgstr, possibly over several lines). */
export function readPo(path: string): PoEntry[] {
  const entries: PoEntry[] = [];
  const fresh = () => ({ id: '', translation: '', explicitId: false, origins: [] as string[], field: null as 'id' | 'str' | null });
  let current = fresh();
  const flush = () => {
    if (current.id) entries.push({ id: current.id, translation: current.translation, explicitId: current.explicitId, origins: current.origins });
    current = fresh();
  };
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.startsWith('#') && current.field === 'str') flush();
    if (line.startsWith('#. js-lingui-explicit-id')) current.explicitId = true;
    else if (line.startsWith('#: ')) current.origins.push(...line.slice(3).trim().split(/\s+/));
    else if (line.startsWith('msgid ')) {
      if (current.field === 'str') flush();
      current.id = unquote(line.slice(6));
      current.field = 'id';
    } else if (line.startsWith('msgstr ')) {
      current.translation = unquote(line.slice(7));
      current.field = 'str';
    } else if (line.startsWith('"') && current.field) {
      if (current.field === 'id') current.id += unquote(line);
      else current.translation += unquote(line);
    } else if (line.trim() === '' && current.field === 'str') flush();
  }
  flush();
  return entries;
}

/** The placeholder names of an ICU message ({name}, {count, plural, …}), sorted. */
export function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((match) => match[1]!))].sort();
}
