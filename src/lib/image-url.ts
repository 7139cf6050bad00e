import { IMAGE_QUALITY } from '#domain/constants.ts';

/** Appends resize parameters and quality 75 to an image URL (spec §9 image helper). */
export function imageUrl(src: string, size: { width: number; height?: number }): string {
  const url = new URL(src, 'http://relative.invalid');
  url.searchParams.set('w', String(size.width));
  if (size.height) url.searchParams.set('h', String(size.height));
  url.searchParams.set('q', String(IMAGE_QUALITY));
  return url.origin === 'http://relative.invalid' ? `${url.pathname}${url.search}` : url.toString();
}
