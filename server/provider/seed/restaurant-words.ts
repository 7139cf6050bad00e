import type { Bilingual } from './cities';
import { inLocales, type LocaleTexts } from './locale-texts';
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

/** Why a diner would pick the place: the introduction's second sentence, en|zh|zh-HK|tw|ms|hi|id|ja|ko|tl|th|vi|fr. */
export const HIGHLIGHTS: readonly LocaleTexts[] = [
  inLocales("A chef's counter faces the open kitchen.|设有面对开放式厨房的主厨吧台。|設有面向開放式廚房的主廚吧枱。|設有面向開放式廚房的主廚吧台。|Kaunter cef menghadap dapur terbuka.|खुली रसोई के सामने शेफ़ का काउंटर है।|Meja konter koki menghadap dapur terbuka.|オープンキッチンに面したシェフズカウンターがあります。|오픈 키친을 마주한 셰프 카운터가 있습니다.|May upuan sa counter na nakaharap sa bukas na kusina.|มีเคาน์เตอร์เชฟหันหน้าสู่ครัวเปิด|Quầy bếp trưởng nhìn thẳng vào bếp mở.|Un comptoir du chef fait face à la cuisine ouverte."),
  inLocales('A leafy terrace invites long lunches.|绿意盎然的露台适合悠长午餐。|綠意盎然的露台適合悠閒午餐。|綠意盎然的露台適合悠長午餐。|Teres yang rimbun sesuai untuk makan tengah hari yang santai.|हरी-भरी छत लंबे लंच के लिए आदर्श है।|Teras yang rindang cocok untuk makan siang santai.|緑あふれるテラスでゆったりランチを楽しめます。|초록빛 테라스에서 여유로운 점심을 즐길 수 있습니다.|May luntiang terasa para sa mahabang tanghalian.|ระเบียงร่มรื่นเหมาะกับมื้อกลางวันแบบสบาย ๆ|Sân hiên xanh mát cho những bữa trưa thong thả.|Une terrasse verdoyante invite aux longs déjeuners.'),
  inLocales('The cellar holds more than 300 wines.|酒窖藏有逾三百款葡萄酒。|酒窖珍藏逾三百款葡萄酒。|酒窖珍藏超過三百款葡萄酒。|Bilik wain menyimpan lebih 300 jenis wain.|तहख़ाने में 300 से अधिक वाइन हैं।|Gudang anggurnya menyimpan lebih dari 300 jenis anggur.|300種類以上のワインを揃えたセラーがあります。|300종이 넘는 와인을 갖춘 셀러가 있습니다.|Mahigit 300 alak ang nasa bodega.|ห้องเก็บไวน์มีไวน์กว่า 300 รายการ|Hầm rượu có hơn 300 loại vang.|La cave compte plus de 300 vins.'),
  inLocales("Private rooms seat up to 20 guests.|包间最多可容纳二十位宾客。|包廂最多可容納二十位賓客。|包廂最多可容納二十位賓客。|Bilik persendirian memuatkan sehingga 20 tetamu.|निजी कमरों में 20 मेहमान तक बैठ सकते हैं।|Ruang privat menampung hingga 20 tamu.|最大20名様まで利用できる個室があります。|최대 20명까지 이용할 수 있는 룸이 있습니다.|Kasya ang hanggang 20 bisita sa mga pribadong silid.|ห้องส่วนตัวรองรับได้ถึง 20 ท่าน|Phòng riêng phục vụ tối đa 20 khách.|Des salons privés accueillent jusqu’à 20 convives."),
  inLocales('Its recipes have been handed down over three generations.|菜谱传承三代。|食譜傳承三代。|食譜傳承三代。|Resipinya diwarisi turun-temurun selama tiga generasi.|यहाँ की रेसिपी तीन पीढ़ियों से चली आ रही हैं।|Resepnya diwariskan turun-temurun selama tiga generasi.|三代にわたって受け継がれたレシピを守っています。|3대째 이어져 온 레시피를 지키고 있습니다.|Ipinasa ang mga resipe sa tatlong henerasyon.|สูตรอาหารสืบทอดกันมาสามรุ่น|Công thức được truyền qua ba thế hệ.|Les recettes se transmettent depuis trois générations.'),
  inLocales('Seasonal produce comes from nearby farms.|选用周边农场的时令食材。|選用鄰近農場的時令食材。|選用鄰近農場的當季食材。|Hasil tani bermusim diperoleh dari ladang berhampiran.|मौसमी उपज पास के खेतों से आती है।|Bahan musiman didatangkan dari pertanian terdekat.|近郊の農園から旬の食材を仕入れています。|인근 농장의 제철 식재료를 사용합니다.|Galing sa kalapit na sakahan ang mga sariwang ani.|ใช้วัตถุดิบตามฤดูกาลจากฟาร์มใกล้เคียง|Nông sản theo mùa đến từ các trang trại lân cận.|Les produits de saison viennent des fermes voisines.'),
  inLocales('A lively bar serves late-night snacks.|热闹的酒吧供应深夜小食。|熱鬧的酒吧供應深宵小食。|熱鬧的酒吧供應宵夜小點。|Bar yang meriah menghidangkan snek lewat malam.|जीवंत बार में देर रात तक स्नैक्स मिलते हैं।|Bar yang meriah menyajikan camilan larut malam.|にぎやかなバーで夜遅くまで軽食を楽しめます。|활기찬 바에서 늦은 밤 간식을 즐길 수 있습니다.|May masiglang bar na may pulutan hanggang hatinggabi.|บาร์บรรยากาศคึกคักพร้อมของว่างยามดึก|Quầy bar sôi động phục vụ đồ ăn khuya.|Un bar animé sert des en-cas tard le soir.'),
];

/** The introduction's first sentence: what the place serves ({name}, {cuisine}). */
export const INTRO_LEADS: LocaleTexts = inLocales(
  '{name} brings {cuisine} cooking to the table.|{name}主打{cuisine}。|{name}主打{cuisine}。|{name}主打{cuisine}。|{name} menghidangkan {cuisine}.|{name} की ख़ासियत {cuisine} खाना है।|{name} menyajikan {cuisine}.|{name}では{cuisine}を楽しめます。|{cuisine} 전문점 {name}입니다.|Naghahain ang {name} ng {cuisine}.|{name} เสิร์ฟ{cuisine}|{name} phục vụ {cuisine}.|Au menu de {name} : {cuisine}.',
);
