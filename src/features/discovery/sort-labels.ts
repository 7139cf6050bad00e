import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RestaurantOrder } from '#domain/contract/restaurant-filters.ts';

/** The six sort orders as diners read them. */
export const SORT_LABELS: Record<RestaurantOrder, MessageDescriptor> = {
  relevance: msg`Best match`,
  nearest: msg`Nearest`,
  popular: msg`Most popular`,
  rating: msg`Top rated`,
  price_asc: msg`Price: low to high`,
  price_desc: msg`Price: high to low`,
};
