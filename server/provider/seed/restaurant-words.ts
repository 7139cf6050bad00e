import type { Bilingual } from './cities/index';
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

/** Two signature dishes per cuisine for the demo menus, en|zh|zh-HK|tw|ms|hi|id|ja|ko|tl|th|vi|fr. */
export const DISHES: Record<CuisineCode, readonly LocaleTexts[]> = {
  cantonese: [
    inLocales('Roast goose|烧鹅|燒鵝|燒鵝|Angsa panggang|रोस्ट गूज़|Angsa panggang|ローストグース|거위 구이|Inihaw na gansa|ห่านย่าง|Ngỗng quay|Oie rôtie'),
    inLocales('Steamed garoupa with ginger|姜葱蒸石斑|薑葱蒸石斑|薑蔥蒸石斑|Kerapu kukus halia|अदरक वाली भाप में पकी ग्रूपर मछली|Kerapu kukus jahe|ハタの生姜蒸し|생강 능성어찜|Pinasingawang lapu-lapu na may luya|ปลาเก๋านึ่งขิง|Cá mú hấp gừng|Mérou vapeur au gingembre'),
  ],
  shanghainese: [
    inLocales('Braised pork belly|红烧肉|紅燒肉|紅燒肉|Perut babi masak kicap|ब्रेज़्ड पोर्क बेली|Samcan babi masak kecap|豚の角煮|홍사오러우|Nilagang liempo|หมูสามชั้นตุ๋น|Thịt kho kiểu Thượng Hải|Poitrine de porc braisée'),
    inLocales('Drunken chicken|醉鸡|醉雞|醉雞|Ayam arak|ड्रंकन चिकन|Ayam arak|酔っぱらい鶏|취계|Manok na may alak|ไก่เมาเหล้า|Gà say rượu|Poulet ivre'),
  ],
  sichuan: [
    inLocales('Mapo tofu|麻婆豆腐|麻婆豆腐|麻婆豆腐|Tauhu mapo|मापो टोफ़ू|Tahu mapo|麻婆豆腐|마파두부|Tokwang mapo|เต้าหู้หมาโผว|Đậu phụ Tứ Xuyên|Tofu mapo'),
    inLocales('Kung pao chicken|宫保鸡丁|宮保雞丁|宮保雞丁|Ayam kung pao|कुंग पाओ चिकन|Ayam kung pao|宮保鶏丁|궁바오지딩|Manok na kung pao|ไก่ผัดกังเปา|Gà xào Cung Bảo|Poulet kung pao'),
  ],
  'dim-sum': [
    inLocales('Shrimp dumplings|虾饺|蝦餃|蝦餃|Ladu udang|झींगा डंपलिंग|Pangsit udang|海老蒸し餃子|새우 딤섬|Siomai na hipon|ฮะเก๋า|Há cảo tôm|Raviolis aux crevettes'),
    inLocales('Barbecue pork buns|叉烧包|叉燒包|叉燒包|Pau char siu|बारबेक्यू पोर्क बन|Bakpao char siu|チャーシューまん|차슈 바오|Siopao asado|ซาลาเปาหมูแดง|Bánh bao xá xíu|Brioches au porc laqué'),
  ],
  hotpot: [
    inLocales('Spicy beef tallow broth|牛油麻辣锅底|牛油麻辣鍋底|牛油麻辣鍋底|Sup pedas lemak lembu|मसालेदार बीफ़ टैलो शोरबा|Kuah pedas lemak sapi|牛脂の麻辣スープ|소기름 마라 육수|Maanghang na sabaw na may taba ng baka|น้ำซุปหม่าล่าไขวัว|Nước lẩu cay mỡ bò|Bouillon épicé au suif de bœuf'),
    inLocales('Hand-cut lamb|手切羊肉|手切羊肉|手切羊肉|Daging kambing potong tangan|हाथ से कटा मेमना|Daging domba iris tangan|手切りラム肉|수제 양고기|Kinamay na hiwa ng tupa|เนื้อแกะหั่นมือ|Thịt cừu thái tay|Agneau coupé au couteau'),
  ],
  japanese: [
    inLocales('Grilled black cod|西京烧银鳕鱼|西京燒銀鱈魚|西京燒銀鱈魚|Ikan kod hitam panggang|ग्रिल्ड ब्लैक कॉड|Ikan kod hitam panggang|銀だらの西京焼き|은대구 구이|Inihaw na bakalaw|ปลาหิมะย่าง|Cá tuyết đen nướng|Morue charbonnière grillée'),
    inLocales('Chawanmushi|茶碗蒸|茶碗蒸|茶碗蒸|Kastard telur Jepun|चावानमुशी|Puding telur Jepang|茶碗蒸し|자완무시|Hapones na itlog na pinasingawan|ไข่ตุ๋นญี่ปุ่น|Trứng hấp kiểu Nhật|Flan japonais chawanmushi'),
  ],
  sushi: [
    inLocales('Chef’s nigiri selection|主厨握寿司|主廚握壽司|主廚握壽司|Pilihan nigiri cef|शेफ़ की पसंद की निगिरी|Pilihan nigiri koki|おまかせ握り|셰프 추천 니기리|Piling nigiri ng chef|นิกิริคัดสรรโดยเชฟ|Nigiri tuyển chọn của bếp trưởng|Sélection de nigiri du chef'),
    inLocales('Toro hand roll|金枪鱼腩手卷|吞拿魚腩手卷|鮪魚肚手卷|Gulung tangan toro|टोरो हैंड रोल|Temaki toro|トロの手巻き|토로 핸드롤|Rolyong toro|ข้าวห่อโทโร่|Cơm cuộn tay cá ngừ béo|Temaki au thon gras'),
  ],
  korean: [
    inLocales('Marinated short rib|腌牛小排|醃牛小排|醃牛小排|Rusuk pendek perap|मैरिनेटेड शॉर्ट रिब|Iga sapi bumbu|味付けカルビ|양념 갈비|Minarinang tadyang ng baka|ซี่โครงวัวหมัก|Sườn bò ướp|Travers de bœuf marinés'),
    inLocales('Kimchi stew|泡菜汤|泡菜湯|泡菜鍋|Rebusan kimchi|किमची स्टू|Sup kimchi|キムチチゲ|김치찌개|Nilagang kimchi|ซุปกิมจิ|Canh kim chi|Ragoût de kimchi'),
  ],
  thai: [
    inLocales('Green curry with chicken|青咖喱鸡|青咖喱雞|綠咖哩雞|Kari hijau ayam|हरी करी चिकन|Kari hijau ayam|グリーンカレー（チキン）|치킨 그린 커리|Berdeng curry na manok|แกงเขียวหวานไก่|Cà ri xanh gà|Curry vert au poulet'),
    inLocales('Crab meat fried rice|蟹肉炒饭|蟹肉炒飯|蟹肉炒飯|Nasi goreng isi ketam|केकड़ा फ़्राइड राइस|Nasi goreng kepiting|カニチャーハン|게살 볶음밥|Sinangag na may laman ng alimango|ข้าวผัดปู|Cơm chiên cua|Riz sauté au crabe'),
  ],
  vietnamese: [
    inLocales('Beef pho|牛肉河粉|牛肉河粉|牛肉河粉|Pho daging lembu|बीफ़ फ़ो|Pho sapi|牛肉のフォー|소고기 쌀국수|Pho na baka|เฝอเนื้อ|Phở bò|Phở au bœuf'),
    inLocales('Crispy spring rolls|炸春卷|炸春卷|炸春捲|Popia goreng rangup|कुरकुरे स्प्रिंग रोल|Lumpia goreng renyah|揚げ春巻き|바삭한 스프링롤|Malutong na lumpia|ปอเปี๊ยะทอด|Chả giò giòn|Nems croustillants'),
  ],
  peranakan: [
    inLocales('Ayam buah keluak|黑果焖鸡|黑果燜雞|黑果燜雞|Ayam buah keluak|आयम बुआ केलुआक|Ayam buah keluak|アヤム・ブア・クルア|아얌 부아 클루악|Ayam buah keluak|ไก่ตุ๋นบัวเกอลัก|Gà hầm buah keluak|Poulet au buah keluak'),
    inLocales('Babi pongteh|娘惹豆酱猪肉|娘惹豆醬豬肉|娘惹豆醬豬肉|Babi pongteh|बाबी पोंगतेह|Babi pongteh|バビ・ポンテー|바비 퐁테|Babi pongteh|หมูตุ๋นพงเต๊ะ|Thịt heo om pongteh|Porc pongteh'),
  ],
  malay: [
    inLocales('Nasi lemak with sambal|椰浆饭配参巴|椰漿飯配參巴|椰漿飯配參巴|Nasi lemak bersambal|सांबल के साथ नासी लेमक|Nasi lemak dengan sambal|ナシレマ（サンバル添え）|삼발을 곁들인 나시 르막|Nasi lemak na may sambal|นาซิเลอมักกับซัมบัล|Cơm nasi lemak với sambal|Nasi lemak au sambal'),
    inLocales('Beef rendang|仁当牛肉|冷當牛肉|仁當牛肉|Rendang daging|बीफ़ रेंडांग|Rendang sapi|ビーフルンダン|소고기 른당|Rendang na baka|เรนดังเนื้อ|Bò rendang|Rendang de bœuf'),
  ],
  indian: [
    inLocales('Butter chicken|黄油鸡|牛油雞|奶油雞|Ayam mentega|बटर चिकन|Ayam mentega|バターチキン|버터 치킨|Manok sa mantikilya|ไก่เนย|Gà bơ|Poulet au beurre'),
    inLocales('Lamb biryani|羊肉香饭|羊肉香飯|羊肉香料飯|Biryani kambing|मटन बिरयानी|Biryani kambing|ラムのビリヤニ|양고기 비리야니|Biryani na tupa|ข้าวหมกแกะ|Cơm biryani cừu|Biryani d’agneau'),
  ],
  french: [
    inLocales('Duck confit|油封鸭|油封鴨|油封鴨|Itik confit|डक कॉन्फ़ी|Bebek confit|鴨のコンフィ|오리 콩피|Confit na pato|ขาเป็ดกงฟี|Vịt confit|Confit de canard'),
    inLocales('Bouillabaisse|马赛鱼汤|馬賽魚湯|馬賽魚湯|Sup ikan Marseille|बुयाबेस|Sup ikan Marseille|ブイヤベース|부야베스|Sabaw ng isda ng Marseille|ซุปบุยยาแบส|Súp cá bouillabaisse|Bouillabaisse'),
  ],
  italian: [
    inLocales('Burrata with tomatoes|布拉塔奶酪配番茄|布拉塔芝士配番茄|布拉塔起司佐番茄|Burrata dengan tomato|टमाटर के साथ बुराटा|Burrata dengan tomat|ブッラータとトマト|토마토를 곁들인 부라타|Burrata na may kamatis|บูร์ราตากับมะเขือเทศ|Phô mai burrata với cà chua|Burrata aux tomates'),
    inLocales('Tagliolini with clams|蛤蜊细面|蜆肉幼麵|蛤蜊細麵|Tagliolini dengan kepah|क्लैम के साथ तालियोलीनी|Tagliolini dengan kerang|アサリのタリオリーニ|조개 탈리올리니|Tagliolini na may tulya|ทาลิโอลินีหอยลาย|Mì tagliolini nghêu|Tagliolini aux palourdes'),
  ],
  spanish: [
    inLocales('Iberico ham|伊比利亚火腿|伊比利亞火腿|伊比利火腿|Daging ham Iberico|इबेरिको हैम|Daging ham Iberico|イベリコハム|이베리코 하몽|Hamon na Iberico|แฮมอิเบริโก|Giăm bông Iberico|Jambon ibérique'),
    inLocales('Seafood paella|海鲜饭|海鮮飯|海鮮燉飯|Paella makanan laut|सीफ़ूड पाएया|Paella hidangan laut|シーフードパエリア|해산물 파에야|Paella na pagkaing-dagat|ปาเอยาซีฟู้ด|Cơm paella hải sản|Paella aux fruits de mer'),
  ],
  steakhouse: [
    inLocales('Dry-aged ribeye|干式熟成肋眼|乾式熟成肉眼扒|乾式熟成肋眼|Ribeye matang kering|ड्राई-एज्ड रिबआई|Ribeye matang kering|熟成リブアイ|드라이에이징 립아이|Tinuyong ribeye|ริบอายดรายเอจ|Bò ribeye ủ khô|Entrecôte maturée'),
    inLocales('Wagyu striploin|和牛西冷|和牛西冷|和牛紐約客|Striploin wagyu|वाग्यू स्ट्रिपलॉइन|Has luar wagyu|和牛サーロイン|와규 채끝|Striploin na wagyu|สันนอกวากิว|Thăn ngoại wagyu|Faux-filet de wagyu'),
  ],
  seafood: [
    inLocales('Chilli crab|辣椒螃蟹|辣椒蟹|辣椒螃蟹|Ketam cili|चिली क्रैब|Kepiting saus cabai|チリクラブ|칠리 크랩|Alimango sa sili|ปูผัดพริก|Cua sốt ớt|Crabe au piment'),
    inLocales('Half-dozen oysters|生蚝六只|生蠔六隻|生蠔六顆|Setengah dozen tiram|आधा दर्जन सीप|Setengah lusin tiram|生牡蠣6個|생굴 6개|Kalahating dosenang talaba|หอยนางรมครึ่งโหล|Nửa tá hàu|Six huîtres'),
  ],
  vegetarian: [
    inLocales('Mushroom risotto|蘑菇烩饭|蘑菇意大利飯|蘑菇燉飯|Risotto cendawan|मशरूम रिसोट्टो|Risotto jamur|キノコのリゾット|버섯 리소토|Risotto na kabute|ริซอตโต้เห็ด|Cơm risotto nấm|Risotto aux champignons'),
    inLocales('Charred cauliflower|炙烤花椰菜|炙烤椰菜花|炙烤白花椰菜|Kubis bunga bakar|भुनी हुई फूलगोभी|Kembang kol panggang|焦がしカリフラワー|구운 콜리플라워|Inihaw na koliplor|กะหล่ำดอกย่าง|Súp lơ nướng|Chou-fleur grillé'),
  ],
  'modern-european': [
    inLocales('Slow-cooked lamb shoulder|慢煮羊肩|慢煮羊肩|慢燉羊肩|Bahu kambing masak perlahan|धीमी आँच पर पका मेमने का कंधा|Bahu domba masak perlahan|仔羊肩肉のスロークック|저온 조리 양 어깨살|Mabagal na nilutong balikat ng tupa|ไหล่แกะตุ๋นช้า|Vai cừu nấu chậm|Épaule d’agneau confite'),
    inLocales('Beef tartare|鞑靼牛肉|他他牛肉|韃靼牛肉|Tartar daging lembu|बीफ़ टारटेयर|Tartar sapi|牛肉のタルタル|소고기 타르타르|Tartare na baka|ทาร์ทาร์เนื้อ|Bò tartare|Tartare de bœuf'),
  ],
  fusion: [
    inLocales('Miso-glazed salmon|味噌三文鱼|味噌三文魚|味噌鮭魚|Salmon bersalut miso|मिसो-ग्लेज़्ड सैल्मन|Salmon glasir miso|サーモンの味噌焼き|미소 글레이즈드 연어|Salmon na may miso|แซลมอนเคลือบมิโสะ|Cá hồi sốt miso|Saumon laqué au miso'),
    inLocales('Truffle fried rice|松露炒饭|松露炒飯|松露炒飯|Nasi goreng truffle|ट्रफ़ल फ़्राइड राइस|Nasi goreng truffle|トリュフチャーハン|트러플 볶음밥|Sinangag na may truffle|ข้าวผัดทรัฟเฟิล|Cơm chiên nấm truffle|Riz sauté à la truffe'),
  ],
  'middle-eastern': [
    inLocales('Lamb shawarma|羊肉沙威玛|羊肉沙威瑪|羊肉沙威瑪|Shawarma kambing|लैम्ब शावरमा|Shawarma domba|ラムのシャワルマ|양고기 샤와르마|Shawarma na tupa|ชวอร์มาแกะ|Shawarma cừu|Chawarma d’agneau'),
    inLocales('Hummus with warm pita|鹰嘴豆泥配皮塔饼|鷹嘴豆泥配皮塔餅|鷹嘴豆泥佐皮塔餅|Hummus dengan pita panas|गरम पीटा के साथ हुमस|Hummus dengan roti pita hangat|フムスと温かいピタ|따뜻한 피타를 곁들인 후무스|Hummus na may mainit na pita|ฮัมมุสกับขนมปังพิต้าอุ่น|Hummus với bánh pita nóng|Houmous et pita chaude'),
  ],
  'bakery-cafe': [
    inLocales('Sourdough toast|酸种吐司|酸種多士|酸種吐司|Roti bakar masam|सावरडो टोस्ट|Roti panggang sourdough|サワードウトースト|사워도우 토스트|Tinustang sourdough|โทสต์ซาวร์โดว์|Bánh mì men chua nướng|Tartine au levain'),
    inLocales('Almond croissant|杏仁可颂|杏仁牛角包|杏仁可頌|Croissant badam|बादाम क्रोइसां|Croissant almond|アーモンドクロワッサン|아몬드 크루아상|Croissant na may almendras|ครัวซองต์อัลมอนด์|Bánh sừng bò hạnh nhân|Croissant aux amandes'),
  ],
  hainanese: [
    inLocales('Hainanese chicken rice|海南鸡饭|海南雞飯|海南雞飯|Nasi ayam Hainan|हैनानी चिकन राइस|Nasi ayam Hainan|海南チキンライス|하이난 치킨라이스|Kanin at manok na Hainanese|ข้าวมันไก่ไหหลำ|Cơm gà Hải Nam|Riz au poulet hainanais'),
    inLocales('Pork chop in tomato sauce|番茄猪扒|茄汁豬扒|番茄豬排|Cop babi sos tomato|टमाटर सॉस में पोर्क चॉप|Iga babi saus tomat|ポークチョップのトマトソース|토마토소스 돼지갈비|Liempo sa sarsa ng kamatis|หมูชอปซอสมะเขือเทศ|Sườn heo sốt cà chua|Côte de porc sauce tomate'),
  ],
};

export const DESSERTS: readonly LocaleTexts[] = [
  inLocales('Mango pudding|芒果布丁|芒果布甸|芒果布丁|Puding mangga|मैंगो पुडिंग|Puding mangga|マンゴープリン|망고 푸딩|Pudding na mangga|พุดดิ้งมะม่วง|Pudding xoài|Pudding à la mangue'),
  inLocales('Chocolate fondant|熔岩巧克力蛋糕|心太軟朱古力蛋糕|熔岩巧克力蛋糕|Fondan coklat|चॉकलेट फ़ोंडेंट|Fondant cokelat|フォンダンショコラ|퐁당 쇼콜라|Tsokolateng fondant|ฟองดองต์ช็อกโกแลต|Bánh fondant sô-cô-la|Fondant au chocolat'),
  inLocales('Pandan crème brûlée|斑斓焦糖布丁|班蘭焦糖燉蛋|斑蘭烤布蕾|Crème brûlée pandan|पांडन क्रेम ब्रूले|Crème brûlée pandan|パンダンのクレームブリュレ|판단 크렘 브륄레|Crème brûlée na pandan|แครมบรูเลใบเตย|Crème brûlée lá dứa|Crème brûlée au pandan'),
  inLocales('Black sesame ice cream|黑芝麻冰淇淋|黑芝麻雪糕|黑芝麻冰淇淋|Ais krim bijan hitam|काले तिल की आइसक्रीम|Es krim wijen hitam|黒ごまアイス|흑임자 아이스크림|Sorbetes na itim na linga|ไอศกรีมงาดำ|Kem mè đen|Glace au sésame noir'),
  inLocales('Coconut sago|椰汁西米露|椰汁西米露|椰奶西米露|Sagu kelapa|नारियल साबूदाना|Sagu kelapa|ココナッツタピオカ|코코넛 사고|Sago sa gata|สาคูกะทิ|Chè bột báng nước cốt dừa|Perles de sagou au coco'),
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
  '{name} brings {cuisine} cooking to the table.|{name}主打{cuisine}。|{name}主打{cuisine}。|{name}主打{cuisine}。|{name} menghidangkan {cuisine}.|{name} की ख़ासियत {cuisine} खाना है।|{name} menyajikan {cuisine}.|{name}は{cuisine}のお店です。|{cuisine} 전문점 {name}입니다.|Naghahain ang {name} ng {cuisine}.|{name} เสิร์ฟ{cuisine}|{name} phục vụ {cuisine}.|Au menu de {name} : {cuisine}.',
);
