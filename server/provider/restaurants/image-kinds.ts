import { z } from 'zod';

/** Which generated pictures exist, per kind: the names an image path may use. */
export const IMAGE_NAMES = {
  restaurant: /^(cover|gallery-[1-6]|menu-[1-4])$/,
  program: /^(logo|banner|background)$/,
  deal: /^picture$/,
  collection: /^cover$/,
  ad: /^banner$/,
  region: /^cover$/,
} as const;
export type ImageKind = keyof typeof IMAGE_NAMES;

// Programs are addressed by slug (dash only: the app's edge allow-list has no underscore), the rest by id.
const numericId = /^[1-9][0-9]{0,8}$/;
const programId = /^[a-z0-9][a-z0-9-]{0,63}$/;

export const imagePathSchema = z
  .object({
    kind: z.enum(Object.keys(IMAGE_NAMES) as [ImageKind, ...ImageKind[]]),
    id: z.string().max(64),
    file: z.string().max(40).regex(/^[a-z0-9-]+\.svg$/),
  })
  .transform(({ kind, id, file }) => ({ kind, id, name: file.slice(0, -'.svg'.length) }))
  .refine(({ kind, id }) => (kind === 'program' ? programId : numericId).test(id), { path: ['id'] })
  .refine(({ kind, name }) => IMAGE_NAMES[kind].test(name), { path: ['file'] });

/** The app-facing address stored in the database: the app's edge proxies /api/images/* here. */
export function imageUrl(kind: ImageKind, id: string | number, name: string): string {
  return `/api/images/${kind}/${id}/${name}.svg`;
}
