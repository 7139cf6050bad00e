import type { Locale } from '../../../src/domain/locales';

/** Titles per program and locale; a locale missing here falls back to the English texts. */
export const PROGRAM_TITLES: Record<string, Partial<Record<Locale, string>> & { en: string; zh: string }> = {
  'dine-asia': {
    en: 'Dine Asia', zh: '亚洲美食之旅', 'zh-HK': '亞洲美食之旅', tw: '亞洲美食之旅', ms: 'Jamuan Asia', hi: 'डाइन एशिया',
    id: 'Bersantap di Asia', ja: 'ダイン・アジア', ko: '다인 아시아', tl: 'Kain sa Asya', th: 'ไดน์ เอเชีย', vi: 'Ẩm thực Châu Á', fr: "Saveurs d'Asie",
  },
  'members-club': { en: 'Members Dining Club', zh: '会员美食俱乐部' },
  'restaurant-week': { en: 'Restaurant Week', zh: '餐厅周', 'zh-HK': '餐廳周', tw: '餐廳週' },
  'mc-world': { en: 'Mastercard World Dining', zh: '万事达世界卡美食礼遇', 'zh-HK': '萬事達世界卡美食禮遇', ja: 'マスターカード ワールド ダイニング' },
  'dbs-dining': { en: 'Bank Dining Privileges', zh: '银行餐饮礼遇', ms: 'Keistimewaan Santapan Bank' },
  'mobile-perks': { en: 'Mobile Perks Dining', zh: '手机会员美食礼遇', th: 'สิทธิพิเศษร้านอาหารสำหรับมือถือ' },
  'summer-2025': { en: 'Summer Feast 2025', zh: '2025夏日盛宴' },
};

export function termsHtml(title: string, chinese: boolean): string {
  return chinese
    ? `<h3>${title} 条款及细则</h3><ol><li>优惠仅适用于通过本平台完成的预订。</li><li>每次预订最多可使用一张优惠券，不可与其他优惠同时使用。</li><li>如需取消，请于用餐前至少1小时操作，否则可能收取预订总额50%的费用。</li></ol>`
    : `<h3>${title} terms and conditions</h3><ol><li>Offers apply only to bookings made through this program.</li><li>One voucher per booking; offers cannot be combined with other promotions.</li><li>Cancel at least 1 hour before your reservation, or up to 50% of the booking total may be charged.</li></ol>`;
}

export function consentText(chinese: boolean): string {
  return chinese ? '我已阅读并同意本计划的条款及细则。' : 'I have read and agree to the program terms and conditions.';
}

export function accessCodeHtml(chinese: boolean): string {
  return chinese
    ? '<p>请输入您的<strong>餐厅周通行证</strong>上印有的访问码。</p><ul><li>访问码不区分大小写。</li><li>每个访问码在活动期间有效。</li></ul>'
    : '<p>Enter the access code printed on your <strong>Restaurant Week pass</strong>.</p><ul><li>Codes are not case-sensitive.</li><li>Each code is valid for the whole event.</li></ul>';
}
