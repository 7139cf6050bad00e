import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// Local-only sandbox pages (LOCAL_SANDBOXES) and the demo data are not what diners read in the catalogs' sense.
const EXEMPT = /(^|\/)seed(\/|-)|(^|[/-])sandbox(es)?([/-]|\.ts$)/;
// A sentence in a string literal: a capitalized word, then two or more words of which at least one is lower case.
const SENTENCE_LITERAL = /(['"`])(?=[^'"`\n]*\s[a-z])([A-Z][a-z]+(?:[ ,.!?'’-]+[A-Za-z]+){2,}[.!?]?)\1/g;
// JSX text of two or more words outside <Trans>: a sentence the page would show as written.
const JSX_TEXT = />([^<>{}]*[A-Za-z]{2,}\s+[A-Za-z]{2,}[^<>{}]*)</g;
const NOT_A_DINER_LINE = /^\s*(\/\/|\*|\/\*)|console\.|Error\(|HTTPException/;

function sourceFiles(dir: string, extension: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path, extension);
    return extension.test(path) && !EXEMPT.test(path) ? [path] : [];
  });
}

/** String literals in server code that read as English sentences: they would reach diners untranslated. */
function serverSentences(): string[] {
  return sourceFiles('server', /\.tsx?$/).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        NOT_A_DINER_LINE.test(line) ? [] : [...line.matchAll(SENTENCE_LITERAL)].map((m) => `${file}:${index + 1}: "${m[2]}" is served without the catalogs`),
      ),
  );
}

/** JSX text outside <Trans> in pages and components (rendered on the server as written). */
function untranslatedJsxText(): string[] {
  return sourceFiles('src', /\.tsx$/).flatMap((file) => {
    const code = readFileSync(file, 'utf8')
      .replace(/<Trans[\s>][\s\S]*?<\/Trans>/g, '')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '');
    return [...code.matchAll(JSX_TEXT)]
      .map((m) => m[1]!.trim())
      .filter((text) => !/=>|&&|\|\||[();=]/.test(text))
      .map((text) => `${file}: "${text}" is rendered without <Trans>`);
  });
}

/** Every diner-visible English text in the source that bypasses the Lingui catalogs. */
export function untranslatedSourceText(): string[] {
  return [...serverSentences(), ...untranslatedJsxText()];
}
