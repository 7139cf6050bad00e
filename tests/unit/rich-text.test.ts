import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '#lib/rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps formatting and safe links', () => {
    const html = '<p>Read <strong>the terms</strong> at <a href="https://partner.example/t">our site</a>.</p>';
    expect(sanitizeRichText(html)).toBe(html);
  });
  it('removes scripts, event handlers and javascript: links', () => {
    const dirty = '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a></p>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(clean).toContain('Hi');
  });
  it('drops iframes and styles with their content', () => {
    expect(sanitizeRichText('<iframe src="https://evil.example"></iframe><style>*{}</style>ok')).toBe('ok');
  });
});
