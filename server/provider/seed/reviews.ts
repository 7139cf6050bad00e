import type { Random } from './random';
import type { SeededRestaurant } from './restaurants';
import type { Row } from './sql-insert';

const AUTHORS = ['Alice T.', 'Wei L.', 'Priya S.', 'Kenji M.', 'Siti A.', 'Tom H.', 'Mei Y.', 'Arjun K.', 'Chloé D.', 'Min-jun P.', 'Nok W.', 'Daniel R.'];
// [recommended?, comment]; half English, half Chinese, as the demo's diners write.
const COMMENTS: readonly (readonly [boolean, string])[] = [
  [true, 'Lovely evening: attentive staff and every dish arrived at the right pace.'],
  [true, 'The signature dishes live up to the name. We will be back for the tasting menu.'],
  [true, 'Great value for the quality, and the booking was honoured to the minute.'],
  [false, 'Food was good but the room was loud and service slowed down after 8 pm.'],
  [false, 'Portions were smaller than expected for the price.'],
  [true, '环境优雅，服务周到，招牌菜非常出色。'],
  [true, '性价比很高，和朋友聚餐很合适，下次还会再来。'],
  [false, '味道不错，但是上菜有点慢。'],
  [true, '餐厅安静舒适，适合约会，甜品很惊艳。'],
];

const pad = (n: number) => String(n).padStart(2, '0');
const clampStars = (value: number) => Math.max(1, Math.min(5, Math.round(value)));

/**
 * Past, completed bookings with one review each, so restaurant profiles show real reviews. The
 * restaurants' aggregate ratings and counts already stand for all their reviews, these included.
 */
export function reviewRows(random: Random, restaurants: readonly SeededRestaurant[]) {
  const rows: Record<string, Row[]> = { bookings: [], reviews: [] };
  let id = 0;
  for (const restaurant of restaurants) {
    const count = random.int(2, 4);
    for (let n = 0; n < count; n++) {
      id += 1;
      const month = random.int(1, 12);
      const day = random.int(1, 28);
      const [recommended, comment] = random.pick(COMMENTS);
      const [food, service, decoration] = restaurant.ratings.map((tenths) => clampStars(tenths / 10 + random.int(-1, 1) * 0.6));
      // 11:00 UTC is an evening meal in every demo city (UTC+7/+8), on the same calendar day.
      const date = `2025-${pad(month)}-${pad(day)}`;
      rows.bookings!.push({
        id, restaurant_id: restaurant.id, program: 'dine-asia', member_or_guest_name: random.pick(AUTHORS),
        reservation_at: `${date}T11:00:00Z`, status: 'completed',
      });
      rows.reviews!.push({
        id, restaurant_id: restaurant.id, booking_id: id, author_name: rows.bookings!.at(-1)!.member_or_guest_name as string,
        rating_food: food!, rating_service: service!, rating_decoration: decoration!, recommended, comment,
        visited_on: date, created_at: `${date}T15:${pad(random.int(0, 59))}:00.000Z`,
      });
    }
  }
  return rows;
}
