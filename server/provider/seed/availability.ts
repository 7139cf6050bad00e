import { DEFAULT_BOOKING_CONDITIONS, type MealPeriod } from '#domain/contract/availability.ts';
import { LOCALES } from '#domain/locales.ts';
import { addDays } from '#domain/restaurant-time.ts';
import { inLocales } from './locale-texts';
import type { SeededRestaurant } from './restaurants';
import type { Row } from './sql-insert';

export const AVAILABILITY_DAYS = 60;
// Slots for a few restaurants per city keep the seed fast; the rest show no availability yet.
const RESTAURANTS_WITH_SLOTS_PER_CITY = 3;

const PERIODS: readonly (readonly [MealPeriod, string, string, readonly string[]])[] = [
  ['lunch', '11:30', '14:30', ['12:00', '12:30', '13:00']],
  ['dinner', '17:30', '22:00', ['18:00', '18:30', '19:00', '19:30', '20:00']],
];
// Deals have their own seatings (spec §7: deal-specific availability), apart from the regular times.
const DEAL_TIMES = ['18:15', '19:45'] as const;
const DEAL_AVAILABILITY_DAYS = 30;
// Early and late seatings are off-peak on weekdays.
const OFF_PEAK_TIMES = new Set(['12:00', '20:00']);

const PRIVATE_EVENT = inLocales(
  'Closed for a private event|私人活动，暂停营业|私人活動，暫停營業|私人活動，暫停營業|Ditutup untuk acara persendirian|निजी कार्यक्रम के कारण बंद|Tutup untuk acara pribadi|貸切のため休業|단체 행사로 휴무|Sarado para sa pribadong okasyon|ปิดให้บริการเนื่องจากมีงานส่วนตัว|Đóng cửa vì sự kiện riêng|Fermé pour un événement privé',
);
// What a restaurant writes for diners who find no seats (rich text).
const WINDOW_TABLES = inLocales(
  '<p>Window tables are given on arrival and <strong>cannot be reserved</strong>.</p>|<p>靠窗座位按到店先后安排，<strong>不接受预订</strong>。</p>|<p>窗邊座位按到店先後安排，<strong>不設預訂</strong>。</p>|<p>靠窗座位依到店順序安排，<strong>恕不接受預訂</strong>。</p>|<p>Meja tepi tingkap diberikan semasa ketibaan dan <strong>tidak boleh ditempah</strong>.</p>|<p>खिड़की वाली मेज़ें आने पर दी जाती हैं और <strong>पहले से बुक नहीं की जा सकतीं</strong>।</p>|<p>Meja dekat jendela diberikan saat kedatangan dan <strong>tidak dapat dipesan</strong>.</p>|<p>窓側のお席はご来店順のご案内となり、<strong>ご予約いただけません</strong>。</p>|<p>창가 자리는 도착 순서대로 안내되며 <strong>예약할 수 없습니다</strong>.</p>|<p>Ibinibigay ang mga mesa sa tabi ng bintana pagdating at <strong>hindi maaaring ireserba</strong>.</p>|<p>โต๊ะริมหน้าต่างจัดให้ตามลำดับการมาถึง และ<strong>ไม่สามารถจองล่วงหน้าได้</strong></p>|<p>Bàn cạnh cửa sổ được xếp khi khách đến và <strong>không nhận đặt trước</strong>.</p>|<p>Les tables près des fenêtres sont attribuées à l’arrivée et <strong>ne peuvent pas être réservées</strong>.</p>',
);

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * Meal periods, booking conditions, time slots for the next 60 days from `today` (restaurant-local
 * dates), one blocked date with its justification, a booking restriction, and each deal's own seatings
 * for the next 30 days. Deterministic for a given
 * `today`; re-seeding on a later day only adds the days not yet seeded (INSERT OR IGNORE).
 */
export function availabilityRows(restaurants: readonly SeededRestaurant[], deals: readonly { id: number; restaurant_id: number }[], today: string): Record<string, Row[]> {
  const rows: Record<string, Row[]> = {
    restaurant_meal_periods: [], booking_conditions: [], time_slots: [], blocked_dates: [], blocked_date_texts: [], booking_restrictions: [], booking_restriction_texts: [],
  };
  const perCity = new Map<number, number>();
  for (const r of restaurants) {
    for (const [period, starts, ends] of PERIODS) rows.restaurant_meal_periods!.push({ restaurant_id: r.id, period, starts_at: starts, ends_at: ends });
    rows.booking_conditions!.push({
      restaurant_id: r.id,
      min_party_size: 1,
      max_party_size: 6 + (r.id % 3) * 2,
      lead_time_minutes: DEFAULT_BOOKING_CONDITIONS.lead_time_minutes,
      max_days_ahead: AVAILABILITY_DAYS,
      cancellation_deadline_minutes: r.id % 4 === 0 ? 24 * 60 : DEFAULT_BOOKING_CONDITIONS.cancellation_deadline_minutes,
      no_show_fee_percent: DEFAULT_BOOKING_CONDITIONS.no_show_fee_percent,
      table_hold_minutes: r.id % 3 === 0 ? 30 : DEFAULT_BOOKING_CONDITIONS.table_hold_minutes,
    });
    const seen = perCity.get(r.cityId) ?? 0;
    perCity.set(r.cityId, seen + 1);
    if (seen >= RESTAURANTS_WITH_SLOTS_PER_CITY) continue;

    const blocked = addDays(today, 14);
    for (let day = 0; day < AVAILABILITY_DAYS; day++) {
      const date = addDays(today, day);
      if (date === blocked) continue;
      const weekdayOffPeak = ![0, 6].includes(weekday(date));
      for (const [, , , times] of PERIODS) {
        for (const time of times) {
          rows.time_slots!.push({
            restaurant_id: r.id, date, time, capacity: 8 + ((r.id + day) % 3) * 4, booked: 0,
            off_peak_discount: weekdayOffPeak && OFF_PEAK_TIMES.has(time) ? 15 + (r.id % 3) * 5 : null, deal_id: null,
          });
        }
      }
    }
    rows.blocked_dates!.push({ id: r.id, restaurant_id: r.id, date: blocked, deal_id: null });
    for (const locale of LOCALES) rows.blocked_date_texts!.push({ blocked_date_id: r.id, locale, justification: PRIVATE_EVENT[locale] });
    rows.booking_restrictions!.push({ id: r.id, restaurant_id: r.id, program: null });
    for (const locale of LOCALES) rows.booking_restriction_texts!.push({ restriction_id: r.id, locale, explanation: WINDOW_TABLES[locale] });
  }
  for (const deal of deals) {
    for (let day = 0; day < DEAL_AVAILABILITY_DAYS; day++) {
      const date = addDays(today, day);
      for (const time of DEAL_TIMES) {
        rows.time_slots!.push({ restaurant_id: deal.restaurant_id, date, time, capacity: 6, booked: 0, off_peak_discount: null, deal_id: deal.id });
      }
    }
  }
  return rows;
}
