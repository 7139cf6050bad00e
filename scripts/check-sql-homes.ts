import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * D1 SQL lives only in files named *-db.ts, in the folder of the resource that owns the table (issue: "SQL lives
 * only in the resource that owns the table"). This check reads every other TypeScript file of server/provider
 * (seed/ and migrations/ aside: they are SQL by nature) and names each `.prepare(` call and each string or template
 * literal holding SQL statement text. A Durable Object's own storage SQL (`….sql.exec(…)`, in the client limiter and
 * the verification codes) is not D1 and may stay where the object is. Exit 1 when anything is found.
 */

// Another folder laid out the same way may be named as the argument (to try the check on an older tree).
const ROOT = process.argv[2] ?? 'server/provider';
const EXCEPT = ['seed', 'migrations'].map((folder) => join(ROOT, folder));
const SQL = /\b(SELECT\s|INSERT\s+(OR\s+[A-Z]+\s+)?INTO\b|REPLACE\s+INTO\b|UPDATE\s+[a-z_]+\s+SET\b|DELETE\s+FROM\b|(CREATE|DROP|ALTER)\s+(TABLE|INDEX|TRIGGER|VIEW)\b)/;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!EXCEPT.includes(path)) yield* sourceFiles(path);
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && !entry.name.endsWith('-db.ts')) yield path;
  }
}

interface Literal {
  text: string;
  at: number;
  /** The code just before the literal, to tell a Durable Object's `sql.exec(` from D1. */
  before: string;
}

/**
 * The file's string and template literals and the places of its `.prepare(` calls, outside comments. A small
 * scanner of its own (the TypeScript in use, 7, has no compiler API for scripts): it knows comments, strings,
 * templates with nested substitutions and regular-expression literals, which is all it needs to tell code from text.
 */
function scan(code: string): { literals: Literal[]; prepares: number[] } {
  const literals: Literal[] = [];
  const prepares: number[] = [];
  let i = 0;
  let lastSignificant = '';
  const regexMayFollow = () => lastSignificant === '' || /[(,=:[!&|?{};+\-*%<>~^]$/.test(lastSignificant) || /\b(return|typeof|case|of|in)$/.test(lastSignificant);
  const codeBefore = (at: number) => code.slice(Math.max(0, at - 160), at);

  function quoted(quote: string): void {
    const at = i++;
    let text = '';
    while (i < code.length && code[i] !== quote && code[i] !== '\n') {
      if (code[i] === '\\') text += code[++i] ?? '';
      else text += code[i];
      i++;
    }
    i++;
    literals.push({ text, at, before: codeBefore(at) });
    lastSignificant = 'x';
  }

  function template(): void {
    const at = i++;
    const parts: string[] = [];
    let text = '';
    while (i < code.length && code[i] !== '`') {
      if (code[i] === '\\') {
        text += code[i + 1] ?? '';
        i += 2;
      } else if (code[i] === '$' && code[i + 1] === '{') {
        parts.push(text);
        text = '';
        i += 2;
        codeUntil('}');
        i++;
      } else text += code[i++];
    }
    i++;
    parts.push(text);
    literals.push({ text: parts.join(' '), at, before: codeBefore(at) });
    lastSignificant = 'x';
  }

  function regex(): void {
    i++;
    let inClass = false;
    while (i < code.length && code[i] !== '\n') {
      if (code[i] === '\\') i++;
      else if (code[i] === '[') inClass = true;
      else if (code[i] === ']') inClass = false;
      else if (code[i] === '/' && !inClass) break;
      i++;
    }
    i++;
    while (/[a-z]/.test(code[i] ?? '')) i++;
    lastSignificant = 'x';
  }

  /** Code up to the closing brace of a substitution (or the end), with its own strings, templates and braces. */
  function codeUntil(close: '}' | null): void {
    let depth = 0;
    while (i < code.length) {
      const c = code[i]!;
      const next = code[i + 1];
      if (c === '/' && next === '/') i = code.indexOf('\n', i) === -1 ? code.length : code.indexOf('\n', i);
      else if (c === '/' && next === '*') i = code.indexOf('*/', i + 2) === -1 ? code.length : code.indexOf('*/', i + 2) + 2;
      else if (c === "'" || c === '"') quoted(c);
      else if (c === '`') template();
      else if (c === '/' && regexMayFollow()) regex();
      else {
        if (c === '{') depth++;
        if (c === '}') {
          if (depth === 0 && close === '}') return;
          depth--;
        }
        if (code.startsWith('.prepare(', i) || (c === '.' && /^\.\s*prepare\s*\(/.test(code.slice(i, i + 40)))) prepares.push(i);
        if (!/\s/.test(c)) lastSignificant = /[A-Za-z0-9_$]/.test(c) ? (/[A-Za-z0-9_$]/.test(lastSignificant.slice(-1)) ? lastSignificant + c : c) : c;
        i++;
      }
    }
  }

  codeUntil(null);
  return { literals, prepares };
}

const lineOf = (code: string, at: number) => code.slice(0, at).split('\n').length;

const findings: string[] = [];
for (const path of sourceFiles(ROOT)) {
  const code = readFileSync(path, 'utf8');
  const { literals, prepares } = scan(code);
  const file = relative('.', path);
  for (const at of prepares) findings.push(`${file}:${lineOf(code, at)}: .prepare( outside a -db.ts file`);
  for (const literal of literals) {
    if (!SQL.test(literal.text) || /\.sql\s*\.\s*exec\s*(<[^()]*>)?\s*\(\s*$/.test(literal.before)) continue;
    findings.push(`${file}:${lineOf(code, literal.at)}: SQL text outside a -db.ts file: ${literal.text.replace(/\s+/g, ' ').trim().slice(0, 80)}`);
  }
}
findings.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));

for (const finding of findings) console.error(finding);
console.log(`check-sql-homes: ${findings.length} finding${findings.length === 1 ? '' : 's'} (D1 SQL belongs in the owning resource's *-db.ts files)`);
process.exit(findings.length === 0 ? 0 : 1);
