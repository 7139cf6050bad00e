import { z } from 'zod';
import { restaurantSummarySchema } from './restaurant';

const collectionFields = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  cover: z.string(),
});

/** GET /{program}/collections/{id}: a themed list of restaurants, in the program's order. */
export const collectionSchema = collectionFields.extend({ restaurants: z.array(restaurantSummarySchema) });
export type Collection = z.infer<typeof collectionSchema>;

/** GET /{program}/regions/{region}/collections: the region's collections without their restaurants. */
export const collectionListSchema = z.array(collectionFields);
export type CollectionListItem = z.infer<typeof collectionFields>;
