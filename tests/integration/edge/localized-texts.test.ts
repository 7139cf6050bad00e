import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { fetchProgramBundle } from '#edge/program-bundle.ts';

describe('partner texts through the edge, per locale', () => {
  it('brings dine-asia’s terms, consent line and SEO title in th, with no English left', async () => {
    const lookup = await fetchProgramBundle(env, 'dine-asia', 'th');
    expect(lookup.kind === 'found' && lookup.bundle.locale).toBe('th');
    if (lookup.kind !== 'found') return;
    expect(lookup.bundle.config.t_and_c).toMatch(/[\u0e00-\u0e7f]/);
    expect(lookup.bundle.config.t_and_c).not.toContain('Offers apply only');
    expect(lookup.bundle.config.tc_consent_content).not.toContain('I have read');
    expect(lookup.bundle.seo.title).toMatch(/[\u0e00-\u0e7f]/);
  });

  it('serves members-club in en when a diner asks for a language it does not offer', async () => {
    const lookup = await fetchProgramBundle(env, 'members-club', 'ja');
    expect(lookup.kind === 'found' && lookup.bundle.locale).toBe('en');
    if (lookup.kind !== 'found') return;
    expect(lookup.bundle.seo.title).toBe('Members Dining Club - book tables and dining deals');
  });

});
