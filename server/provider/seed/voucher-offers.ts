import { inLocales } from './locale-texts';
import type { Row } from './sql-insert';

// mobile-perks's welcome offer, in the languages it offers: en|zh|zh-HK|tw|ms|hi|id|ja|ko|tl|th|vi|fr.
const TITLE = inLocales(
  'Welcome: 15% off your first dinner|欢迎礼：首次晚餐85折|歡迎禮：首次晚餐85折|歡迎禮：首次晚餐85折|Selamat datang: diskaun 15% untuk makan malam pertama|स्वागत: पहले डिनर पर 15% छूट|Selamat datang: diskon 15% untuk makan malam pertama|ウェルカム特典：初回ディナー15%オフ|웰컴 혜택: 첫 저녁 식사 15% 할인|Welcome: 15% diskuwento sa unang hapunan|ของขวัญต้อนรับ: ลด 15% มื้อค่ำแรก|Chào mừng: giảm 15% bữa tối đầu tiên|Bienvenue : 15 % de réduction sur votre premier dîner',
);
const TERMS = inLocales(
  'One booking; food only; given back if you cancel in time.|限一次预订；仅限食品；按时取消可退回。|限一次訂座；只限食品；按時取消可退回。|限一次訂位；僅限餐點；準時取消可退回。|Satu tempahan; makanan sahaja; dikembalikan jika anda membatalkan tepat pada masanya.|एक बुकिंग; केवल भोजन; समय पर रद्द करने पर वापस मिलता है।|Satu pemesanan; hanya makanan; dikembalikan jika Anda membatalkan tepat waktu.|1回の予約；お料理のみ；期限内のキャンセルで戻ります。|예약 1회; 음식만 해당; 기한 내 취소 시 반환됩니다.|Isang booking; pagkain lang; ibinabalik kapag nagkansela sa tamang oras.|ใช้ได้หนึ่งการจอง เฉพาะอาหาร คืนให้หากยกเลิกทันเวลา|Một lượt đặt chỗ; chỉ áp dụng cho đồ ăn; được hoàn lại nếu bạn hủy kịp thời.|Une réservation ; nourriture uniquement ; rendu si vous annulez à temps.',
);
const LANGUAGES = ['en', 'zh', 'th', 'ms', 'id', 'vi'] as const;
// members-club's offer its members claim for points (the demo member has 120).
const DESSERT = { en: { title: 'Dessert on us', terms: 'One dessert per table; claim with 100 points.' }, zh: { title: '甜品免费送', terms: '每桌一份甜品；以100积分领取。' } };

// mobile-perks's offer for one deal (deal 65, at restaurant 287), free to claim for members and used twice: it is
// redeemed only at that deal's restaurant, so every other venue says 'No voucher available in this venue'.
const DEAL_OFFER_DEAL = 65;
const DEAL_OFFER: Record<(typeof LANGUAGES)[number], { title: string; terms: string }> = {
  en: { title: '20% off this restaurant’s set menu deal', terms: 'Redeem at the restaurant of the deal only, twice; food only.' },
  zh: { title: '本餐厅套餐优惠8折', terms: '仅限该优惠所属餐厅兑换，可用两次；仅限食品。' },
  th: { title: 'ลด 20% ดีลเซ็ตเมนูของร้านนี้', terms: 'ใช้ได้เฉพาะที่ร้านของดีลนี้ สองครั้ง เฉพาะอาหาร' },
  ms: { title: 'Diskaun 20% untuk tawaran menu set restoran ini', terms: 'Tebus di restoran tawaran ini sahaja, dua kali; makanan sahaja.' },
  id: { title: 'Diskon 20% untuk promo menu set restoran ini', terms: 'Tukarkan hanya di restoran promo ini, dua kali; hanya makanan.' },
  vi: { title: 'Giảm 20% ưu đãi thực đơn set của nhà hàng này', terms: 'Chỉ dùng tại nhà hàng của ưu đãi này, hai lần; chỉ áp dụng cho đồ ăn.' },
};

export function voucherOfferRows(): Record<string, Row[]> {
  return {
    voucher_offers: [
      { id: 1, program_slug: 'mobile-perks', price_type: 'percentage', price: 15, currency: null, redeems_per_voucher: 1, welcome: 1, returns_on_cancel: 1, starts_at: '2025-01-01T00:00:00.000Z', ends_at: '2030-12-31T00:00:00.000Z', visible_consumer: 0, points_price: 0 },
      { id: 2, program_slug: 'members-club', price_type: 'none', price: 0, currency: null, redeems_per_voucher: 1, welcome: 0, returns_on_cancel: 1, starts_at: '2025-01-01T00:00:00.000Z', ends_at: '2030-12-31T00:00:00.000Z', visible_consumer: 1, points_price: 100 },
      { id: 3, program_slug: 'mobile-perks', price_type: 'percentage', price: 20, currency: null, redeems_per_voucher: 2, welcome: 0, returns_on_cancel: 1, starts_at: '2025-01-01T00:00:00.000Z', ends_at: '2030-12-31T00:00:00.000Z', visible_consumer: 1, points_price: 0, deal_id: DEAL_OFFER_DEAL },
    ],
    voucher_offer_texts: [
      ...LANGUAGES.map((locale) => ({ offer_id: 1, locale, title: TITLE[locale], terms: TERMS[locale] })),
      ...Object.entries(DESSERT).map(([locale, text]) => ({ offer_id: 2, locale, ...text })),
      ...Object.entries(DEAL_OFFER).map(([locale, text]) => ({ offer_id: 3, locale, ...text })),
    ],
  };
}
