import { FilterXSS } from 'xss';

// Provider rich text (terms, access-code descriptions) may carry formatting and links, never script.
const filter = new FilterXSS({
  whiteList: {
    p: [], br: [], strong: [], b: [], em: [], i: [], u: [], ul: [], ol: [], li: [],
    h2: [], h3: [], h4: [], blockquote: [], span: [], div: [],
    a: ['href', 'title', 'target', 'rel'],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object'],
  onTagAttr: (tag, name, value) => {
    if (tag === 'a' && name === 'href' && !/^(https?:|mailto:|tel:|\/)/i.test(value.trim())) return '';
    return undefined;
  },
});

/** Sanitizes provider HTML to a safe subset; runs the same in workerd, Node and the browser. */
export function sanitizeRichText(html: string): string {
  return filter.process(html);
}
