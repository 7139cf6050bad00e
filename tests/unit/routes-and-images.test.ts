import { describe, expect, it } from 'vitest';
import { imageUrl } from '#lib/image-url.ts';
import { buildRoute, loginLink } from '#domain/routes.ts';

describe('buildRoute', () => {
  it('keeps program, lang, handle and source, and drops everything else', () => {
    const current = new URLSearchParams('program=dine-asia&lang=ja&handle=h1&source=app&payment=X___1&junk=1');
    expect(buildRoute('/my-bookings', current)).toBe('/my-bookings?program=dine-asia&lang=ja&handle=h1&source=app');
  });
  it('adds, replaces and removes values', () => {
    expect(buildRoute('/', 'program=p&region_id=1', { region_id: 2 })).toBe('/?program=p&region_id=2');
    expect(buildRoute('/', 'program=p&lang=th', { lang: null })).toBe('/?program=p');
    expect(buildRoute('/expired', '')).toBe('/expired');
  });
});

describe('loginLink', () => {
  it('is the current page with its whole query and showLogin=1 (the login dialog opens there)', () => {
    expect(loginLink(new URL('http://app.test/profile?program=p&restaurant_id=5&lang=ja'))).toBe('/profile?program=p&restaurant_id=5&lang=ja&showLogin=1');
    expect(loginLink(new URL('http://app.test/?program=p&showLogin=1'))).toBe('/?program=p&showLogin=1');
  });
});

describe('imageUrl', () => {
  it('appends resize parameters and quality 75 (spec §9)', () => {
    expect(imageUrl('/api/images/restaurants/1/cover.svg', { width: 320, height: 200 })).toBe('/api/images/restaurants/1/cover.svg?w=320&h=200&q=75');
  });
  it('keeps absolute URLs absolute and existing parameters', () => {
    expect(imageUrl('https://cdn.example/a.jpg?v=2', { width: 100 })).toBe('https://cdn.example/a.jpg?v=2&w=100&q=75');
  });
});
