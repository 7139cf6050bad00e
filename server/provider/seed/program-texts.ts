import type { Locale } from '#domain/locales.ts';
import { inLocales, type LocaleTexts } from './locale-texts';

/** Program names per locale; a brand name kept as is where the partner has no local one. */
export const PROGRAM_TITLES: Record<string, Partial<Record<Locale, string>> & { en: string }> = {
  'dine-asia': {
    en: 'Dine Asia', zh: '亚洲美食之旅', 'zh-HK': '亞洲美食之旅', tw: '亞洲美食之旅', ms: 'Jamuan Asia', hi: 'डाइन एशिया',
    id: 'Bersantap di Asia', ja: 'ダイン・アジア', ko: '다인 아시아', tl: 'Kain sa Asya', th: 'ไดน์ เอเชีย', vi: 'Ẩm thực Châu Á', fr: "Saveurs d'Asie",
  },
  'members-club': { en: 'Members Dining Club', zh: '会员美食俱乐部' },
  'restaurant-week': { en: 'Restaurant Week', zh: '餐厅周', 'zh-HK': '餐廳周', tw: '餐廳週' },
  'mc-world': {
    en: 'Mastercard World Dining', zh: '万事达世界卡美食礼遇', 'zh-HK': '萬事達世界卡美食禮遇', ja: 'マスターカード ワールド ダイニング',
    ko: '마스터카드 월드 다이닝', th: 'มาสเตอร์การ์ด เวิลด์ ไดนิ่ง', fr: 'Mastercard World Gastronomie',
  },
  'dbs-dining': { en: 'Bank Dining Privileges', zh: '银行餐饮礼遇', ms: 'Keistimewaan Santapan Bank' },
  'mobile-perks': {
    en: 'Mobile Perks Dining', zh: '手机会员美食礼遇', th: 'สิทธิพิเศษร้านอาหารสำหรับมือถือ', ms: 'Santapan Istimewa Mudah Alih',
    id: 'Santap Istimewa Seluler', vi: 'Ưu đãi ẩm thực trên di động',
  },
  'unionpay-dining': { en: 'UnionPay Dining Rewards', zh: '银联美食礼遇', 'zh-HK': '銀聯美食禮遇' },
  'amex-dining': { en: 'Amex Dining Collection', zh: '美国运通美食精选' },
  'summer-2025': { en: 'Summer Feast 2025', zh: '2025夏日盛宴' },
};

// Partner texts in en|zh|zh-HK|tw|ms|hi|id|ja|ko|tl|th|vi|fr; {title} is the program's name.
const TERMS_HEADING = inLocales(
  '{title} terms and conditions|{title} 条款及细则|{title} 條款及細則|{title} 條款與細則|Terma dan syarat {title}|{title} के नियम और शर्तें|Syarat dan ketentuan {title}|{title} 利用規約|{title} 이용 약관|Mga tuntunin at kundisyon ng {title}|ข้อกำหนดและเงื่อนไขของ {title}|Điều khoản và điều kiện của {title}|Conditions générales de {title}',
);
const TERMS_ITEMS: readonly LocaleTexts[] = [
  inLocales('Offers apply only to bookings made through this program.|优惠仅适用于通过本计划完成的预订。|優惠只適用於透過本計劃完成的訂座。|優惠僅適用於透過本計畫完成的訂位。|Tawaran hanya terpakai untuk tempahan yang dibuat melalui program ini.|ऑफ़र केवल इस प्रोग्राम से की गई बुकिंग पर लागू हैं।|Penawaran hanya berlaku untuk pemesanan melalui program ini.|特典は本プログラムからのご予約にのみ適用されます。|혜택은 이 프로그램을 통한 예약에만 적용됩니다.|Para lamang ang mga alok sa mga booking na ginawa sa programang ito.|สิทธิพิเศษใช้ได้เฉพาะการจองผ่านโปรแกรมนี้เท่านั้น|Ưu đãi chỉ áp dụng cho đặt chỗ qua chương trình này.|Les offres s’appliquent uniquement aux réservations effectuées via ce programme.'),
  inLocales('One voucher per booking; offers cannot be combined with other promotions.|每次预订最多可使用一张优惠券，不可与其他优惠同时使用。|每次訂座最多可使用一張優惠券，不可與其他優惠同時使用。|每筆訂位限用一張優惠券，不得與其他優惠併用。|Satu baucar bagi setiap tempahan; tawaran tidak boleh digabungkan dengan promosi lain.|हर बुकिंग पर एक वाउचर; ऑफ़र अन्य प्रमोशन के साथ नहीं जोड़े जा सकते।|Satu voucher per pemesanan; penawaran tidak dapat digabung dengan promosi lain.|クーポンはご予約1件につき1枚まで。他のキャンペーンとの併用はできません。|예약당 바우처 1장만 사용할 수 있으며 다른 프로모션과 중복 적용되지 않습니다.|Isang voucher bawat booking; hindi puwedeng pagsamahin ang mga alok sa ibang promo.|ใช้บัตรกำนัลได้หนึ่งใบต่อการจอง และไม่สามารถใช้ร่วมกับโปรโมชันอื่น|Mỗi lượt đặt chỗ dùng một phiếu; không cộng gộp với khuyến mãi khác.|Un bon par réservation ; les offres ne sont pas cumulables avec d’autres promotions.'),
  inLocales('Offers are subject to availability at each restaurant.|优惠视各餐厅供应情况而定。|優惠視乎各餐廳供應情況而定。|優惠依各餐廳供應情況而定。|Tawaran tertakluk kepada ketersediaan di setiap restoran.|ऑफ़र हर रेस्तराँ में उपलब्धता पर निर्भर हैं।|Penawaran bergantung pada ketersediaan di setiap restoran.|特典は各レストランの空き状況によります。|혜택은 각 레스토랑의 예약 가능 여부에 따라 달라집니다.|Nakadepende ang mga alok sa bakanteng mesa ng bawat restawran.|สิทธิพิเศษขึ้นอยู่กับที่นั่งว่างของแต่ละร้าน|Ưu đãi tùy thuộc vào tình trạng chỗ của từng nhà hàng.|Les offres dépendent des disponibilités de chaque restaurant.'),
];
const CONSENT = inLocales(
  'I have read and agree to the program terms and conditions.|我已阅读并同意本计划的条款及细则。|本人已閱讀並同意本計劃的條款及細則。|我已閱讀並同意本計畫的條款與細則。|Saya telah membaca dan bersetuju dengan terma dan syarat program.|मैंने प्रोग्राम के नियम और शर्तें पढ़ ली हैं और मैं उनसे सहमत हूँ।|Saya telah membaca dan menyetujui syarat dan ketentuan program.|プログラムの利用規約を読み、同意します。|프로그램 이용 약관을 읽었으며 이에 동의합니다.|Nabasa ko at sumasang-ayon ako sa mga tuntunin at kundisyon ng programa.|ข้าพเจ้าได้อ่านและยอมรับข้อกำหนดและเงื่อนไขของโปรแกรมแล้ว|Tôi đã đọc và đồng ý với điều khoản và điều kiện của chương trình.|J’ai lu et j’accepte les conditions générales du programme.',
);
const SEO_TITLE = inLocales(
  '{title} - book tables and dining deals|{title} - 订座与餐饮优惠|{title} - 訂座及餐飲優惠|{title} - 訂位與餐飲優惠|{title} - tempah meja dan tawaran santapan|{title} - टेबल बुक करें और डाइनिंग ऑफ़र पाएँ|{title} - pesan meja dan promo bersantap|{title} - テーブル予約とダイニング特典|{title} - 테이블 예약과 다이닝 혜택|{title} - mag-book ng mesa at mga alok sa kainan|{title} - จองโต๊ะและดีลร้านอาหาร|{title} - đặt bàn và ưu đãi ẩm thực|{title} - réservez une table et profitez d’offres gourmandes',
);
const SEO_DESCRIPTION = inLocales(
  'Book hand-picked restaurants across Asia with {title} and enjoy member-only dining offers.|通过{title}预订亚洲各地精选餐厅，尊享专属礼遇。|透過{title}預訂亞洲各地精選餐廳，尊享專屬禮遇。|透過{title}預訂亞洲各地精選餐廳，享受專屬禮遇。|Tempah restoran pilihan di seluruh Asia dengan {title} dan nikmati tawaran santapan eksklusif untuk ahli.|{title} के साथ पूरे एशिया के चुनिंदा रेस्तराँ बुक करें और सदस्यों के लिए ख़ास डाइनिंग ऑफ़र पाएँ।|Pesan restoran pilihan di seluruh Asia dengan {title} dan nikmati penawaran khusus anggota.|{title}でアジア各地の厳選レストランを予約し、会員限定の特典をお楽しみください。|{title}에서 아시아 곳곳의 엄선된 레스토랑을 예약하고 회원 전용 혜택을 누리세요.|Mag-book sa mga piling restawran sa buong Asya gamit ang {title} at tamasahin ang mga alok para sa miyembro.|จองร้านอาหารคัดสรรทั่วเอเชียกับ {title} และรับสิทธิพิเศษสำหรับสมาชิก|Đặt bàn tại các nhà hàng chọn lọc khắp châu Á với {title} và tận hưởng ưu đãi dành riêng cho hội viên.|Réservez des restaurants triés sur le volet dans toute l’Asie avec {title} et profitez d’offres réservées aux membres.',
);
const SEO_KEYWORDS = inLocales(
  'restaurant booking,dining deals,table reservation|餐厅预订,美食优惠,订座|餐廳預訂,美食優惠,訂座|餐廳訂位,美食優惠,訂位|tempahan restoran,tawaran santapan,tempah meja|रेस्तराँ बुकिंग,डाइनिंग ऑफ़र,टेबल आरक्षण|reservasi restoran,promo bersantap,pesan meja|レストラン予約,グルメ特典,席予約|레스토랑 예약,다이닝 혜택,테이블 예약|booking sa restawran,alok sa kainan,reserba ng mesa|จองร้านอาหาร,ดีลร้านอาหาร,จองโต๊ะ|đặt nhà hàng,ưu đãi ẩm thực,đặt bàn|réservation restaurant,offres gourmandes,réserver une table',
);
// Only restaurant-week asks for an access code; it offers en, zh, zh-HK and tw.
// The partner bank's words around its login (dbs-dining offers en, zh and ms).
const BANK_DESC: Partial<Record<Locale, string>> = {
  en: '<p>Sign in with your <strong>bank</strong> user ID and PIN, then approve sharing that you are a customer. We receive no account details.</p>',
  zh: '<p>请使用您的<strong>银行</strong>用户名和密码登录，并同意告知您是本行客户。我们不会收到任何账户信息。</p>',
  ms: '<p>Log masuk dengan ID pengguna dan PIN <strong>bank</strong> anda, kemudian benarkan perkongsian bahawa anda pelanggan kami. Kami tidak menerima butiran akaun.</p>',
};
const BANK_ERROR: Partial<Record<Locale, string>> = {
  en: 'Only holders of the bank’s credit and debit cards can join. Questions? Call the bank’s hotline.',
  zh: '仅限本行信用卡及借记卡持卡人参加。如有疑问，请致电本行客服热线。',
  ms: 'Hanya pemegang kad kredit dan debit bank boleh menyertai. Ada soalan? Hubungi talian bantuan bank.',
};

const ACCESS_CODE_HELP: Partial<Record<Locale, string>> = {
  en: '<p>Enter the access code printed on your <strong>Restaurant Week pass</strong>.</p><ul><li>Codes are not case-sensitive.</li><li>Each code is valid for the whole event.</li></ul>',
  zh: '<p>请输入您的<strong>餐厅周通行证</strong>上印有的访问码。</p><ul><li>访问码不区分大小写。</li><li>每个访问码在活动期间有效。</li></ul>',
  'zh-HK': '<p>請輸入您的<strong>餐廳周通行證</strong>上印有的通行碼。</p><ul><li>通行碼不分大小寫。</li><li>每個通行碼於整個活動期間有效。</li></ul>',
  tw: '<p>請輸入您的<strong>餐廳週通行證</strong>上印製的通行碼。</p><ul><li>通行碼不區分大小寫。</li><li>每組通行碼於活動期間皆有效。</li></ul>',
};

const withTitle = (template: string, title: string) => template.replaceAll('{title}', title);

/** A program's texts in one locale, as its partner wrote them. */
export function programTexts(slug: string, locale: Locale, method: string) {
  const needsAccessCode = method === 'access_code';
  const bank = method === 'bank';
  const titles = PROGRAM_TITLES[slug]!;
  const title = titles[locale] ?? titles.en;
  const items = TERMS_ITEMS.map((item) => `<li>${item[locale]}</li>`).join('');
  return {
    title,
    t_and_c: `<h3>${withTitle(TERMS_HEADING[locale], title)}</h3><ol>${items}</ol>`,
    tc_consent_content: CONSENT[locale],
    access_code_desc: needsAccessCode ? (ACCESS_CODE_HELP[locale] ?? '') : '',
    bank_desc: bank ? (BANK_DESC[locale] ?? '') : '',
    bank_error_msg: bank ? (BANK_ERROR[locale] ?? '') : '',
    seo_title: withTitle(SEO_TITLE[locale], title),
    seo_description: withTitle(SEO_DESCRIPTION[locale], title),
    seo_keywords: SEO_KEYWORDS[locale],
  };
}
