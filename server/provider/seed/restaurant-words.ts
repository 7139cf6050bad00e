import type { Bilingual } from './cities';
import type { CuisineCode } from './cuisines-and-tags';

/** First halves of restaurant names, [English, Simplified Chinese]. */
export const NAME_PREFIXES: readonly Bilingual[] = [
  ['Golden Lotus', '金莲'], ['Jade Garden', '翠园'], ['Silver Pine', '银松'], ['Red Lantern', '红灯笼'], ['Bamboo Grove', '竹林'],
  ['Plum Blossom', '梅花'], ['Moonlight', '月光'], ['Harbour', '海港'], ['Crimson Peony', '赤牡丹'], ['Lucky Dragon', '福龙'],
  ['Twin Fish', '双鱼'], ['Old Town', '老城'], ['Willow Bank', '柳岸'], ['Pearl', '明珠'], ['Summer Palace', '夏宫'],
  ['Orchid Pavilion', '兰亭'], ['Phoenix', '凤凰'], ['Cloud Nine', '九霄'], ['Sakura', '樱花'], ['Ginger Flower', '姜花'],
  ['Saffron', '番红花'], ['Olive Tree', '橄榄树'], ['Copper Pot', '铜锅'], ['Ember', '余烬'], ['Coral Reef', '珊瑚礁'],
  ['Tamarind', '罗望子'], ['Pandan Leaf', '斑斓叶'], ['Lemongrass', '香茅'], ['Monsoon', '季风'], ['Spice Route', '香料之路'],
  ['Blue Heron', '蓝鹭'], ['Maple Leaf', '枫叶'], ['Juniper', '杜松'], ['Salt & Stone', '盐与石'], ['Wild Fig', '野无花果'],
  ['Teakwood', '柚木'], ['Indigo', '靛蓝'], ['Jasmine', '茉莉'], ['Peach Blossom', '桃花'], ['Azure', '蔚蓝'],
  ['Ivory Tower', '象牙塔'], ['Black Sesame', '黑芝麻'], ['Lotus Pond', '荷塘'], ['White Rabbit', '白兔'], ['Starfruit', '杨桃'],
];

/** Second halves, by cuisine, so a name hints at what is served. */
export const NAME_SUFFIXES: Record<CuisineCode, readonly Bilingual[]> = {
  cantonese: [['Cantonese Kitchen', '粤厨'], ['Seafood Restaurant', '海鲜酒家'], ['Palace', '皇宫酒家']],
  shanghainese: [['Shanghai House', '上海会馆'], ['Noodle House', '面馆'], ['Home Kitchen', '本帮小馆']],
  sichuan: [['Sichuan House', '川菜馆'], ['Spice Kitchen', '麻辣厨房']],
  'dim-sum': [['Dim Sum Parlour', '点心馆'], ['Tea Room', '茶室']],
  hotpot: [['Hot Pot', '火锅'], ['Hot Pot House', '火锅馆']],
  japanese: [['Izakaya', '居酒屋'], ['Kappo', '割烹'], ['Robatayaki', '炉端烧']],
  sushi: [['Sushi', '寿司'], ['Omakase', '无菜单料理']],
  korean: [['Korean Grill', '韩式烤肉'], ['BBQ House', '烧肉馆']],
  thai: [['Thai Kitchen', '泰式厨房'], ['Thai Table', '泰式餐桌']],
  vietnamese: [['Pho House', '越南粉馆'], ['Saigon Kitchen', '西贡厨房']],
  peranakan: [['Peranakan House', '娘惹之家'], ['Nyonya Kitchen', '娘惹厨房']],
  malay: [['Kopitiam', '咖啡店'], ['Malay Kitchen', '马来厨房']],
  indian: [['Tandoor', '馕坑烤炉'], ['Curry House', '咖喱屋'], ['Spice Room', '香料房']],
  french: [['Brasserie', '法式餐馆'], ['Bistro', '小酒馆'], ['Maison', '之家']],
  italian: [['Trattoria', '意式餐馆'], ['Osteria', '意式小馆'], ['Pizzeria', '比萨店']],
  spanish: [['Tapas Bar', '小吃吧'], ['Cocina', '西班牙厨房']],
  steakhouse: [['Steakhouse', '牛排馆'], ['Grill', '烤肉坊'], ['Chophouse', '扒房']],
  seafood: [['Oyster Bar', '生蚝吧'], ['Fish Market', '鱼市'], ['Seafood Grill', '海鲜烧烤']],
  vegetarian: [['Green Table', '素食餐桌'], ['Garden Kitchen', '田园素厨']],
  'modern-european': [['Dining Room', '餐厅'], ['Table', '餐桌'], ['Kitchen & Bar', '厨房酒吧']],
  fusion: [['Social', '社交餐厅'], ['Eatery', '食堂']],
  'middle-eastern': [['Mezze House', '中东小馆'], ['Charcoal Grill', '炭烤坊']],
  'bakery-cafe': [['Café', '咖啡馆'], ['Bakehouse', '烘焙坊']],
  hainanese: [['Chicken Rice', '鸡饭'], ['Hainan House', '海南馆']],
};

/** Two signature dishes per cuisine for the demo menus, [English, Simplified Chinese]. */
export const DISHES: Record<CuisineCode, readonly Bilingual[]> = {
  cantonese: [['Roast goose', '烧鹅'], ['Steamed garoupa with ginger', '姜葱蒸石斑']],
  shanghainese: [['Braised pork belly', '红烧肉'], ['Drunken chicken', '醉鸡']],
  sichuan: [['Mapo tofu', '麻婆豆腐'], ['Kung pao chicken', '宫保鸡丁']],
  'dim-sum': [['Shrimp dumplings', '虾饺'], ['Barbecue pork buns', '叉烧包']],
  hotpot: [['Spicy beef tallow broth', '牛油麻辣锅底'], ['Hand-cut lamb', '手切羊肉']],
  japanese: [['Grilled black cod', '西京烧银鳕鱼'], ['Chawanmushi', '茶碗蒸']],
  sushi: [['Chef’s nigiri selection', '主厨握寿司'], ['Toro hand roll', '金枪鱼腩手卷']],
  korean: [['Marinated short rib', '腌牛小排'], ['Kimchi stew', '泡菜汤']],
  thai: [['Green curry with chicken', '青咖喱鸡'], ['Crab meat fried rice', '蟹肉炒饭']],
  vietnamese: [['Beef pho', '牛肉河粉'], ['Crispy spring rolls', '炸春卷']],
  peranakan: [['Ayam buah keluak', '黑果焖鸡'], ['Babi pongteh', '娘惹豆酱猪肉']],
  malay: [['Nasi lemak with sambal', '椰浆饭配参巴'], ['Beef rendang', '仁当牛肉']],
  indian: [['Butter chicken', '黄油鸡'], ['Lamb biryani', '羊肉香饭']],
  french: [['Duck confit', '油封鸭'], ['Bouillabaisse', '马赛鱼汤']],
  italian: [['Burrata with tomatoes', '布拉塔奶酪配番茄'], ['Tagliolini with clams', '蛤蜊细面']],
  spanish: [['Iberico ham', '伊比利亚火腿'], ['Seafood paella', '海鲜饭']],
  steakhouse: [['Dry-aged ribeye', '干式熟成肋眼'], ['Wagyu striploin', '和牛西冷']],
  seafood: [['Chilli crab', '辣椒螃蟹'], ['Half-dozen oysters', '生蚝六只']],
  vegetarian: [['Mushroom risotto', '蘑菇烩饭'], ['Charred cauliflower', '炙烤花椰菜']],
  'modern-european': [['Slow-cooked lamb shoulder', '慢煮羊肩'], ['Beef tartare', '鞑靼牛肉']],
  fusion: [['Miso-glazed salmon', '味噌三文鱼'], ['Truffle fried rice', '松露炒饭']],
  'middle-eastern': [['Lamb shawarma', '羊肉沙威玛'], ['Hummus with warm pita', '鹰嘴豆泥配皮塔饼']],
  'bakery-cafe': [['Sourdough toast', '酸种吐司'], ['Almond croissant', '杏仁可颂']],
  hainanese: [['Hainanese chicken rice', '海南鸡饭'], ['Pork chop in tomato sauce', '番茄猪扒']],
};

export const DESSERTS: readonly Bilingual[] = [
  ['Mango pudding', '芒果布丁'], ['Chocolate fondant', '熔岩巧克力蛋糕'], ['Pandan crème brûlée', '斑斓焦糖布丁'],
  ['Black sesame ice cream', '黑芝麻冰淇淋'], ['Coconut sago', '椰汁西米露'],
];

/** Why a diner would pick the place: finishes the introduction sentence. */
export const HIGHLIGHTS: readonly Bilingual[] = [
  ["a chef's counter facing the open kitchen", '设有面对开放式厨房的主厨吧台'],
  ['a leafy terrace for long lunches', '绿意盎然的露台适合悠长午餐'],
  ['a cellar of more than 300 wines', '酒窖藏有逾三百款葡萄酒'],
  ['private rooms for up to 20 guests', '包间最多可容纳二十位宾客'],
  ['recipes handed down over three generations', '传承三代的家传菜谱'],
  ['seasonal produce from nearby farms', '选用周边农场的时令食材'],
  ['a lively bar and late-night snacks', '热闹的酒吧与深夜小食'],
];
