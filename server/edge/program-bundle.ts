import { z } from 'zod';
import {
  programConfigSchema,
  programImagesSchema,
  seoInfoSchema,
  verifyOptionsSchema,
} from '#domain/contract/program-config.ts';
import { DEFAULT_LOCALE, type Locale } from '#domain/locales.ts';
import type { AppEnv } from './env';
import { createProviderClient } from './provider-client';
import { ProviderError } from './provider-error';

/** Everything a page needs about a program, fetched together and cached together. */
export const programBundleSchema = z.object({
  config: programConfigSchema,
  images: programImagesSchema,
  verifyOptions: verifyOptionsSchema,
  seo: seoInfoSchema,
  /** The locale the texts are in: the diner's, or en when the program does not offer it. */
  locale: z.string(),
});
export type ProgramBundle = z.infer<typeof programBundleSchema>;

/** Unknown and expired programs are answers too: cached briefly so bad links do not reach the provider. */
export type ProgramLookup = { kind: 'found'; bundle: ProgramBundle } | { kind: 'invalid'; reason: 'not_found' | 'expired' };

/** Fetches a program's config, images, verify options and SEO info from the provider in parallel. */
export async function fetchProgramBundle(env: AppEnv, program: string, locale: Locale): Promise<ProgramLookup> {
  try {
    return await fetchInLocale(env, program, locale);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.status === 406 && locale !== DEFAULT_LOCALE) return fetchProgramBundle(env, program, DEFAULT_LOCALE);
    if (error.status === 404 || error.status === 400) return { kind: 'invalid', reason: 'not_found' };
    if (error.status === 410) return { kind: 'invalid', reason: 'expired' };
    throw error;
  }
}

async function fetchInLocale(env: AppEnv, program: string, locale: Locale): Promise<ProgramLookup> {
  const provider = createProviderClient(env, { locale });
  const base = `/public/project_configs/${program}`;
  const [config, images, verifyOptions, seo] = await Promise.all([
    provider.json(programConfigSchema, base),
    provider.json(programImagesSchema, `${base}/imgs`),
    provider.json(verifyOptionsSchema, `${base}/verify_options`),
    provider.json(seoInfoSchema, `${base}/seo_info`),
  ]);
  if (config.data.status === 'expired') return { kind: 'invalid', reason: 'expired' };
  return {
    kind: 'found',
    bundle: { config: config.data, images: images.data, verifyOptions: verifyOptions.data, seo: seo.data, locale },
  };
}
