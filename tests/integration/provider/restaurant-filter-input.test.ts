import { describe, expect, it } from 'vitest';
import { MAX_WITHIN_KM } from '#domain/contract/restaurant-filters.ts';
import { callProvider, type ErrorBody } from './call-provider';
import { tableCounts } from './seed-database';

describe('bad restaurant filters', () => {
  it.each([
    ['cuisines_ids=abc', 'Filters must be lists of known ids'],
    ['tags_ids=1,,2', 'Filters must be lists of known ids'],
    ['landmarks_ids=-1', 'Filters must be lists of known ids'],
    ['location_ids=0', 'Filters must be lists of known ids'],
    ['start_price=-1', 'Prices must be whole amounts of 0 or more'],
    ['end_price=1.5', 'Prices must be whole amounts of 0 or more'],
    ['start_price=5000&end_price=100', 'The lowest price must not be above the highest price'],
    ['within=5', 'Share your location to search by distance'],
    ['order_by=nearest', 'Share your location to sort by distance'],
    ['lat=31.2', 'The location is not valid'],
    ['lat=91&lng=121', 'The location is not valid'],
    ['lat=abc&lng=121', 'The location is not valid'],
    ['within=0&lat=31.2&lng=121.4', `Distance must be more than 0 and at most ${MAX_WITHIN_KM} km`],
    [`within=${MAX_WITHIN_KM + 1}&lat=31.2&lng=121.4`, `Distance must be more than 0 and at most ${MAX_WITHIN_KM} km`],
    ['order_by=cheapest', 'This sort order is not available'],
    ["order_by=rating;DROP TABLE restaurants", 'This sort order is not available'],
    ['page=-2', 'Page must be a whole number of 1 or more'],
    ['per_page=abc', 'Results per page must be a whole number from 1 to 50'],
  ])('answers 400 for %s with “%s”, and changes nothing', async (query, message) => {
    const before = await tableCounts();
    const response = await callProvider(`/dine-asia/regions/1/restaurants?${query}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).full_messages).toEqual([message]);
    expect(await tableCounts()).toEqual(before);
  });

  it('reads empty values as absent', async () => {
    const response = await callProvider('/dine-asia/regions/1/restaurants?q=&page=&cuisines_ids=&order_by=');
    expect(response.status).toBe(200);
  });
});
