import type { Plugin } from 'vite';
import { reactModulePatch } from './react-module-patch';

/**
 * One piece of HTML as React's server renderer turns it into bytes: short ASCII pieces (tag and attribute names,
 * class names, ids, most values) are copied in JavaScript, anything else goes to the TextEncoder. In workerd every
 * TextEncoder.encode call crosses into the runtime (about 0.35 µs, ten times the copy), and React's edge build calls
 * it for every attribute name and value, so a page's thousands of pieces cost half a millisecond of CPU.
 * Self-contained (no outside names): the build writes its source into React's renderer.
 */
export function encodeHtmlChunk(content: string, encoder: TextEncoder): Uint8Array {
  const length = content.length;
  // Longer pieces (text, long URLs) are few, and the encoder's own loop is the faster one for them.
  if (length > 256) return encoder.encode(content);
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) {
    const code = content.charCodeAt(i);
    if (code > 0x7f) return encoder.encode(content);
    bytes[i] = code;
  }
  return bytes;
}

const STRING_TO_CHUNK = 'function stringToChunk(content) {\n  return textEncoder.encode(content);\n}';

/** Vite plugin for the server-rendering build: React's HTML renderer encodes its short ASCII pieces with encodeHtmlChunk. */
export function reactHtmlChunks(): Plugin {
  return reactModulePatch({
    name: 'react-html-chunks',
    // React 19's edge renderer (react-dom/server.edge, production): every string piece goes through this function.
    module: /\/react-dom\/cjs\/react-dom-server\.edge\.production\.js$/,
    replacements: [
      {
        find: STRING_TO_CHUNK,
        replace: `var encodeHtmlChunk = ${encodeHtmlChunk.toString()};\nfunction stringToChunk(content) {\n  return encodeHtmlChunk(content, textEncoder);\n}`,
      },
    ],
  });
}
