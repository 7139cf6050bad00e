import type { Row } from './sql-insert';

// [iso, dialling code, English name, Simplified Chinese name]; Asia first, as the diners are mostly there.
const COUNTRIES: readonly (readonly [string, string, string, string])[] = [
  ['CN', '86', 'China', '中国'],
  ['HK', '852', 'Hong Kong SAR', '中国香港'],
  ['MO', '853', 'Macao SAR', '中国澳门'],
  ['TW', '886', 'Taiwan', '中国台湾'],
  ['SG', '65', 'Singapore', '新加坡'],
  ['TH', '66', 'Thailand', '泰国'],
  ['MY', '60', 'Malaysia', '马来西亚'],
  ['ID', '62', 'Indonesia', '印度尼西亚'],
  ['PH', '63', 'Philippines', '菲律宾'],
  ['VN', '84', 'Vietnam', '越南'],
  ['KH', '855', 'Cambodia', '柬埔寨'],
  ['MM', '95', 'Myanmar', '缅甸'],
  ['LA', '856', 'Laos', '老挝'],
  ['BN', '673', 'Brunei', '文莱'],
  ['JP', '81', 'Japan', '日本'],
  ['KR', '82', 'South Korea', '韩国'],
  ['IN', '91', 'India', '印度'],
  ['LK', '94', 'Sri Lanka', '斯里兰卡'],
  ['BD', '880', 'Bangladesh', '孟加拉国'],
  ['NP', '977', 'Nepal', '尼泊尔'],
  ['PK', '92', 'Pakistan', '巴基斯坦'],
  ['MV', '960', 'Maldives', '马尔代夫'],
  ['MN', '976', 'Mongolia', '蒙古'],
  ['AE', '971', 'United Arab Emirates', '阿拉伯联合酋长国'],
  ['SA', '966', 'Saudi Arabia', '沙特阿拉伯'],
  ['AU', '61', 'Australia', '澳大利亚'],
  ['NZ', '64', 'New Zealand', '新西兰'],
  ['US', '1', 'United States', '美国'],
  ['CA', '1', 'Canada', '加拿大'],
  ['GB', '44', 'United Kingdom', '英国'],
  ['FR', '33', 'France', '法国'],
  ['DE', '49', 'Germany', '德国'],
  ['IT', '39', 'Italy', '意大利'],
  ['ES', '34', 'Spain', '西班牙'],
  ['CH', '41', 'Switzerland', '瑞士'],
  ['NL', '31', 'Netherlands', '荷兰'],
];

// Traditional Chinese names where they differ from the simplified ones.
const TRADITIONAL: Record<string, string> = {
  CN: '中國', HK: '中國香港', MO: '中國澳門', TW: '中國台灣', TH: '泰國', MY: '馬來西亞', ID: '印度尼西亞',
  PH: '菲律賓', VN: '越南', MM: '緬甸', LA: '老撾', BN: '汶萊', KR: '韓國', LK: '斯里蘭卡', BD: '孟加拉國',
  NP: '尼泊爾', MV: '馬爾代夫', AE: '阿拉伯聯合酋長國', AU: '澳洲', NZ: '新西蘭', US: '美國', CA: '加拿大',
  GB: '英國', FR: '法國', DE: '德國', ES: '西班牙', NL: '荷蘭',
};

/** A country's dialling code, without the +. */
export function diallingCode(iso: string): string {
  const country = COUNTRIES.find(([code]) => code === iso);
  if (!country) throw new Error(`No country ${iso}`);
  return country[1];
}

export function countryRows(): { countries: Row[]; texts: Row[] } {
  const countries = COUNTRIES.map(([iso, code], position) => ({ iso, dialling_code: code, position }));
  const texts = COUNTRIES.flatMap(([iso, , en, zh]) => [
    { country_iso: iso, locale: 'en', name: en },
    { country_iso: iso, locale: 'zh', name: zh },
    { country_iso: iso, locale: 'zh-HK', name: TRADITIONAL[iso] ?? zh },
    { country_iso: iso, locale: 'tw', name: TRADITIONAL[iso] ?? zh },
  ]);
  return { countries, texts };
}
