// Words an English sentence cannot do without; a proper name ('Golden Lotus Cantonese Kitchen', 'Tsim Sha Tsui') has none.
const FUNCTION_WORDS = new Set([
  'a', 'an', 'the', 'and', 'or', 'of', 'to', 'for', 'with', 'in', 'on', 'at', 'by', 'from', 'up', 'is', 'are', 'be',
  'may', 'can', 'your', 'our', 'this', 'that', 'after', 'before', 'all', 'only', 'per', 'have', 'has', 'will', 'not',
]);
// Three or more Latin-script words (or numbers) in a row, starting with a word.
const LATIN_RUN = /[A-Za-z][A-Za-z'’-]*(?:[ ,&:]+[A-Za-z0-9][A-Za-z0-9'’-]*){2,}/g;

/** The runs of a page's visible text that read as English sentences (two function words or more). */
export function englishSentences(visibleText: string): string[] {
  return [...visibleText.matchAll(LATIN_RUN)]
    .map((match) => match[0])
    .filter((run) => run.toLowerCase().split(/[^a-z'’-]+/).filter((word) => FUNCTION_WORDS.has(word)).length >= 2);
}
