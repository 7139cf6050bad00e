import { describe, expect, it } from 'vitest';
import { allowedJumpUrl, readArrival } from '#domain/arrival.ts';

const arrival = (query: string) => readArrival(new URLSearchParams(query));

describe('readArrival', () => {
  it('reads the values a diner arrives with', () => {
    expect(arrival('program=dine-asia&handle=dbs&source=app&payment=ABC123___42&navigate_bar=false')).toEqual({
      program: 'dine-asia',
      handle: 'dbs',
      source: 'app',
      jumpUrl: null,
      payment: 'ABC123___42',
      hideNavigation: true,
    });
  });
  it('reads navigation_bar as well as navigate_bar, and keeps navigation for other values', () => {
    expect(arrival('navigation_bar=0').hideNavigation).toBe(true);
    expect(arrival('navigate_bar=true').hideNavigation).toBe(false);
    expect(arrival('').hideNavigation).toBeNull();
  });
  it('drops malformed and oversized values instead of failing', () => {
    const bad = arrival(`program=${'x'.repeat(65)}&handle=a%20b&payment=nounderscore&source=${'s'.repeat(600)}`);
    expect(bad).toMatchObject({ program: null, handle: null, payment: null, source: null });
    expect(arrival('program=Bad Name').program).toBeNull();
    expect(arrival('program=<script>').program).toBeNull();
  });
});

describe('allowedJumpUrl', () => {
  const allowed = ['https://partner.example'];
  it('keeps a jumpUrl on an allowed origin', () => {
    expect(allowedJumpUrl('https://partner.example/back?x=1', allowed)).toBe('https://partner.example/back?x=1');
  });
  it('refuses other origins, javascript: and junk (no open redirect)', () => {
    expect(allowedJumpUrl('https://evil.example/', allowed)).toBeNull();
    expect(allowedJumpUrl('https://partner.example.evil.example/', allowed)).toBeNull();
    expect(allowedJumpUrl('javascript:alert(1)', allowed)).toBeNull();
    expect(allowedJumpUrl('not a url', allowed)).toBeNull();
    expect(allowedJumpUrl(null, allowed)).toBeNull();
  });
});
