import type { Row } from './sql-insert';

// [code, English, Simplified Chinese, Japanese]; ids follow list order, so only ever append.
export const CUISINES = [
  ['cantonese', 'Cantonese', '粤菜', '広東料理'],
  ['shanghainese', 'Shanghainese', '本帮菜', '上海料理'],
  ['sichuan', 'Sichuan', '川菜', '四川料理'],
  ['dim-sum', 'Dim Sum', '点心', '飲茶'],
  ['hotpot', 'Hot Pot', '火锅', '火鍋'],
  ['japanese', 'Japanese', '日本料理', '和食'],
  ['sushi', 'Sushi', '寿司', '寿司'],
  ['korean', 'Korean BBQ', '韩式烤肉', '韓国焼肉'],
  ['thai', 'Thai', '泰国菜', 'タイ料理'],
  ['vietnamese', 'Vietnamese', '越南菜', 'ベトナム料理'],
  ['peranakan', 'Peranakan', '娘惹菜', 'プラナカン料理'],
  ['malay', 'Malay', '马来菜', 'マレー料理'],
  ['indian', 'Indian', '印度菜', 'インド料理'],
  ['french', 'French', '法国菜', 'フランス料理'],
  ['italian', 'Italian', '意大利菜', 'イタリア料理'],
  ['spanish', 'Spanish Tapas', '西班牙小吃', 'スペインバル'],
  ['steakhouse', 'Steakhouse', '牛排馆', 'ステーキハウス'],
  ['seafood', 'Seafood', '海鲜', 'シーフード'],
  ['vegetarian', 'Vegetarian', '素食', 'ベジタリアン'],
  ['modern-european', 'Modern European', '现代欧陆菜', 'モダンヨーロピアン'],
  ['fusion', 'Asian Fusion', '亚洲融合菜', 'アジアンフュージョン'],
  ['middle-eastern', 'Middle Eastern', '中东菜', '中東料理'],
  ['bakery-cafe', 'Café & Bakery', '咖啡烘焙', 'カフェ＆ベーカリー'],
  ['hainanese', 'Hainanese', '海南菜', '海南料理'],
] as const;

export type CuisineCode = (typeof CUISINES)[number][0];

export const TAGS = [
  ['romantic', 'Romantic', '浪漫', 'ロマンチック'],
  ['family-friendly', 'Family friendly', '适合家庭', 'ファミリー向け'],
  ['halal', 'Halal', '清真', 'ハラール'],
  ['sea-view', 'Sea view', '海景', 'オーシャンビュー'],
  ['rooftop', 'Rooftop', '屋顶露台', 'ルーフトップ'],
  ['private-room', 'Private room', '包间', '個室'],
  ['michelin', 'Michelin selected', '米其林推荐', 'ミシュラン掲載'],
  ['business', 'Business dining', '商务宴请', 'ビジネス会食'],
  ['outdoor', 'Outdoor seating', '户外座位', 'テラス席'],
  ['late-night', 'Late night', '深夜营业', '深夜営業'],
  ['vegan-options', 'Vegan options', '纯素选择', 'ヴィーガン対応'],
  ['wine-list', 'Great wine list', '精选酒单', 'ワインが充実'],
  ['brunch', 'Weekend brunch', '周末早午餐', '週末ブランチ'],
  ['pet-friendly', 'Pet friendly', '宠物友好', 'ペット同伴可'],
] as const;

function rowsOf(items: readonly (readonly [string, string, string, string])[], key: 'cuisine_id' | 'tag_id') {
  const entities = items.map(([code], index) => ({ id: index + 1, code }));
  const texts = items.flatMap(([, en, zh, ja], index) => [
    { [key]: index + 1, locale: 'en', name: en },
    { [key]: index + 1, locale: 'zh', name: zh },
    { [key]: index + 1, locale: 'ja', name: ja },
  ]);
  return { entities, texts: texts as Row[] };
}

export const cuisineRows = () => rowsOf(CUISINES, 'cuisine_id');
export const tagRows = () => rowsOf(TAGS, 'tag_id');

export function cuisineId(code: CuisineCode): number {
  return CUISINES.findIndex(([c]) => c === code) + 1;
}
