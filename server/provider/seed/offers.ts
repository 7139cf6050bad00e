import { imageUrl } from '../images/image-kinds';
import { DEMO_PROGRAMS } from './programs';
import type { Random } from './random';
import type { SeededRestaurant } from './restaurants';
import type { Row } from './sql-insert';

// `priceShare`: the set price as a share of the restaurant's average spend; null for deals without one.
const DEAL_KINDS: readonly {
  category: readonly [string, string];
  name: readonly [string, string];
  description: readonly [string, string];
  priceShare: number | null;
}[] = [
  { category: ['Dinner set', '晚市套餐'], name: ['Chef’s dinner set for two', '主厨双人晚市套餐'], description: ['Five courses chosen by the chef, served to share.', '主厨精选五道菜，适合两人分享。'], priceShare: 1.8 },
  { category: ['1-for-1', '买一送一'], name: ['1-for-1 main courses', '主菜买一送一'], description: ['Order one main course and get a second one free.', '点一道主菜即送第二道。'], priceShare: null },
  { category: ['Discount', '折扣'], name: ['20% off food', '食品八折'], description: ['20% off the food bill; drinks, special dishes and set menus excluded.', '食品消费享八折；酒水、特色菜及套餐除外。'], priceShare: null },
  { category: ['Afternoon tea', '下午茶'], name: ['Afternoon tea for two', '双人下午茶'], description: ['A tiered stand of sweet and savoury bites with tea or coffee.', '三层点心架配茶或咖啡。'], priceShare: 0.9 },
  { category: ['Welcome drink', '迎宾饮品'], name: ['Complimentary welcome drink', '免费迎宾饮品'], description: ['A glass of sparkling wine or a mocktail for each guest.', '每位宾客可享一杯起泡酒或无酒精鸡尾酒。'], priceShare: null },
];

const DEAL_TERMS = [
  'Book ahead through this program. Not valid with other offers or on public holidays. One redemption per booking.',
  '须通过本计划提前预订。不可与其他优惠同享，公众假期不适用。每次预订限用一次。',
] as const;

const COLLECTION_THEMES: readonly { title: readonly [string, string]; description: readonly [string, string] }[] = [
  { title: ['Date night', '约会之选'], description: ['Candle-lit tables and views worth dressing up for.', '烛光餐桌与值得盛装出席的美景。'] },
  { title: ['Family feasts', '家庭聚餐'], description: ['Big tables, sharing plates and a warm welcome for children.', '大圆桌、分享菜式，亲子友好。'] },
  { title: ["Chef's table", '主厨推荐'], description: ['Counter seats where you watch the kitchen at work.', '坐在吧台欣赏厨房的精彩。'] },
  { title: ['Hidden gems', '隐藏好店'], description: ['Small places the locals would rather keep to themselves.', '本地人私藏的小店。'] },
];

export function offerRows(random: Random, restaurants: readonly SeededRestaurant[]) {
  const rows: Record<string, Row[]> = {
    deals: [], deal_texts: [], collections: [], collection_texts: [], collection_restaurants: [], ad_placements: [], ad_placement_texts: [],
  };
  let dealId = 0;
  let collectionId = 0;
  let adId = 0;
  for (const [slug, program] of Object.entries(DEMO_PROGRAMS)) {
    for (const [regionId] of program.regions) {
      const local = restaurants.filter((r) => r.cityId === regionId);
      random.sample(local, 4).forEach((restaurant, position) => {
        dealId += 1;
        const kind = random.pick(DEAL_KINDS);
        const price = kind.priceShare === null ? null : Math.round((restaurant.avgPrice * kind.priceShare) / 100) * 100;
        rows.deals!.push({
          id: dealId, program_slug: slug, restaurant_id: restaurant.id, picture_url: imageUrl('deal', dealId, 'picture'), position,
          price, currency: price === null ? null : restaurant.currency, starts_on: '2025-01-01', ends_on: '2030-12-31',
        });
        rows.deal_texts!.push(
          { deal_id: dealId, locale: 'en', name: kind.name[0], description: kind.description[0], category_name: kind.category[0], terms: DEAL_TERMS[0] },
          { deal_id: dealId, locale: 'zh', name: kind.name[1], description: kind.description[1], category_name: kind.category[1], terms: DEAL_TERMS[1] },
        );
      });
      const themes = random.sample(COLLECTION_THEMES, 2);
      const firstCollection = collectionId + 1;
      themes.forEach((theme, position) => {
        collectionId += 1;
        rows.collections!.push({ id: collectionId, program_slug: slug, region_id: regionId, cover_url: imageUrl('collection', collectionId, 'cover'), position });
        rows.collection_texts!.push(
          { collection_id: collectionId, locale: 'en', title: theme.title[0], description: theme.description[0] },
          { collection_id: collectionId, locale: 'zh', title: theme.title[1], description: theme.description[1] },
        );
        random.sample(local, random.int(6, 9)).forEach((restaurant, index) =>
          rows.collection_restaurants!.push({ collection_id: collectionId, restaurant_id: restaurant.id, position: index }),
        );
      });
      // One banner leads into a collection, the other to a restaurant's profile (the app adds the program).
      const featured = local[0]!;
      const theme = themes[0]!;
      const banners = [
        { link: `/collections/${firstCollection}`, collection: firstCollection, title: theme.title },
        { link: `/profile?restaurant_id=${featured.id}`, collection: null, title: [`Featured: ${featured.name[0]}`, `精选推荐：${featured.name[1]}`] as const },
      ];
      banners.forEach((banner, position) => {
        adId += 1;
        rows.ad_placements!.push({
          id: adId, program_slug: slug, region_id: regionId, collection_id: banner.collection,
          image_url: imageUrl('ad', adId, 'banner'), link_url: banner.link,
          position, active_from: '2025-01-01 00:00:00', active_until: '2030-12-31 23:59:59',
        });
        rows.ad_placement_texts!.push(
          { ad_placement_id: adId, locale: 'en', title: banner.title[0] },
          { ad_placement_id: adId, locale: 'zh', title: banner.title[1] },
        );
      });
    }
  }
  return rows;
}
