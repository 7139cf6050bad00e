import { LOCALES } from '#domain/locales.ts';
import { inLocales, type LocaleTexts } from './locale-texts';
import type { Row } from './sql-insert';

// [code, names in en|zh|zh-HK|tw|ms|hi|id|ja|ko|tl|th|vi|fr]; ids follow list order, so only ever append.
export const CUISINES = [
  ['cantonese', inLocales('Cantonese|粤菜|粵菜|粵菜|Masakan Kantonis|कैंटोनीज़|Masakan Kanton|広東料理|광둥 요리|Lutuing Cantonese|อาหารกวางตุ้ง|Ẩm thực Quảng Đông|Cuisine cantonaise')],
  ['shanghainese', inLocales('Shanghainese|本帮菜|上海菜|上海菜|Masakan Shanghai|शंघाई|Masakan Shanghai|上海料理|상하이 요리|Lutuing Shanghai|อาหารเซี่ยงไฮ้|Ẩm thực Thượng Hải|Cuisine de Shanghai')],
  ['sichuan', inLocales('Sichuan|川菜|川菜|川菜|Masakan Sichuan|सिचुआन|Masakan Sichuan|四川料理|쓰촨 요리|Lutuing Sichuan|อาหารเสฉวน|Ẩm thực Tứ Xuyên|Cuisine du Sichuan')],
  ['dim-sum', inLocales('Dim Sum|点心|點心|港式點心|Dim sum|डिम सम|Dim sum|飲茶|딤섬|Dim sum|ติ่มซำ|Dim sum|Dim sum')],
  ['hotpot', inLocales('Hot Pot|火锅|火鍋|火鍋|Steamboat|हॉट पॉट|Hot pot|火鍋|훠궈|Hot pot|หม้อไฟ|Lẩu|Fondue chinoise')],
  ['japanese', inLocales('Japanese|日本料理|日本菜|日本料理|Masakan Jepun|जापानी|Masakan Jepang|和食|일식|Lutuing Hapon|อาหารญี่ปุ่น|Ẩm thực Nhật Bản|Cuisine japonaise')],
  ['sushi', inLocales('Sushi|寿司|壽司|壽司|Sushi|सुशी|Sushi|寿司|스시|Sushi|ซูชิ|Sushi|Sushi')],
  ['korean', inLocales('Korean BBQ|韩式烤肉|韓式燒烤|韓式烤肉|BBQ Korea|कोरियाई बारबेक्यू|BBQ Korea|韓国焼肉|한국식 바비큐|Inihaw na Koreano|บาร์บีคิวเกาหลี|Thịt nướng Hàn Quốc|Barbecue coréen')],
  ['thai', inLocales('Thai|泰国菜|泰國菜|泰式料理|Masakan Thai|थाई|Masakan Thailand|タイ料理|태국 요리|Lutuing Thai|อาหารไทย|Ẩm thực Thái|Cuisine thaïe')],
  ['vietnamese', inLocales('Vietnamese|越南菜|越南菜|越南料理|Masakan Vietnam|वियतनामी|Masakan Vietnam|ベトナム料理|베트남 요리|Lutuing Vietnamese|อาหารเวียดนาม|Ẩm thực Việt Nam|Cuisine vietnamienne')],
  ['peranakan', inLocales('Peranakan|娘惹菜|娘惹菜|娘惹菜|Masakan Peranakan|पेरानाकन|Masakan Peranakan|プラナカン料理|페라나칸 요리|Lutuing Peranakan|อาหารเปอรานากัน|Ẩm thực Peranakan|Cuisine peranakan')],
  ['malay', inLocales('Malay|马来菜|馬來菜|馬來菜|Masakan Melayu|मलय|Masakan Melayu|マレー料理|말레이 요리|Lutuing Malay|อาหารมาเลย์|Ẩm thực Mã Lai|Cuisine malaise')],
  ['indian', inLocales('Indian|印度菜|印度菜|印度料理|Masakan India|भारतीय|Masakan India|インド料理|인도 요리|Lutuing Indian|อาหารอินเดีย|Ẩm thực Ấn Độ|Cuisine indienne')],
  ['french', inLocales('French|法国菜|法國菜|法式料理|Masakan Perancis|फ़्रेंच|Masakan Prancis|フランス料理|프랑스 요리|Lutuing Pranses|อาหารฝรั่งเศส|Ẩm thực Pháp|Cuisine française')],
  ['italian', inLocales('Italian|意大利菜|意大利菜|義式料理|Masakan Itali|इतालवी|Masakan Italia|イタリア料理|이탈리아 요리|Lutuing Italyano|อาหารอิตาเลียน|Ẩm thực Ý|Cuisine italienne')],
  ['spanish', inLocales('Spanish Tapas|西班牙小吃|西班牙小食|西班牙小點|Tapas Sepanyol|स्पैनिश तापस|Tapas Spanyol|スペインバル|스페인 타파스|Tapas na Espanyol|ทาปาสสเปน|Tapas Tây Ban Nha|Tapas espagnoles')],
  ['steakhouse', inLocales('Steakhouse|牛排馆|扒房|牛排館|Restoran stik|स्टेकहाउस|Rumah steak|ステーキハウス|스테이크하우스|Kainang steak|สเต๊กเฮาส์|Nhà hàng bít tết|Grill à viande')],
  ['seafood', inLocales('Seafood|海鲜|海鮮|海鮮|Makanan laut|सीफ़ूड|Hidangan laut|シーフード|해산물|Pagkaing-dagat|อาหารทะเล|Hải sản|Fruits de mer')],
  ['vegetarian', inLocales('Vegetarian|素食|素食|蔬食|Vegetarian|शाकाहारी|Vegetarian|ベジタリアン|채식|Vegetaryano|มังสวิรัติ|Chay|Végétarien')],
  ['modern-european', inLocales('Modern European|现代欧陆菜|現代歐陸菜|現代歐陸料理|Eropah moden|आधुनिक यूरोपीय|Eropa modern|モダンヨーロピアン|모던 유러피언|Modernong Europeo|ยุโรปร่วมสมัย|Âu hiện đại|Européenne moderne')],
  ['fusion', inLocales('Asian Fusion|亚洲融合菜|亞洲融合菜|亞洲融合料理|Gabungan Asia|एशियन फ़्यूज़न|Fusion Asia|アジアンフュージョン|아시안 퓨전|Pinagsamang Asyano|เอเชียนฟิวชัน|Fusion châu Á|Fusion asiatique')],
  ['middle-eastern', inLocales('Middle Eastern|中东菜|中東菜|中東料理|Timur Tengah|मध्य-पूर्वी|Timur Tengah|中東料理|중동 요리|Lutuing Gitnang Silangan|อาหารตะวันออกกลาง|Ẩm thực Trung Đông|Cuisine orientale')],
  ['bakery-cafe', inLocales('Café & Bakery|咖啡烘焙|咖啡烘焙|咖啡烘焙|Kafe & bakeri|कैफ़े और बेकरी|Kafe & roti|カフェ＆ベーカリー|카페 & 베이커리|Kapihan at panaderya|คาเฟ่และเบเกอรี่|Cà phê & bánh ngọt|Café & boulangerie')],
  ['hainanese', inLocales('Hainanese|海南菜|海南菜|海南料理|Masakan Hainan|हैनानी|Masakan Hainan|海南料理|하이난 요리|Lutuing Hainanese|อาหารไหหลำ|Ẩm thực Hải Nam|Cuisine de Hainan')],
] as const;

export type CuisineCode = (typeof CUISINES)[number][0];

export const TAGS = [
  ['romantic', inLocales('Romantic|浪漫|浪漫|浪漫|Romantik|रोमांटिक|Romantis|ロマンチック|로맨틱|Romantiko|โรแมนติก|Lãng mạn|Romantique')],
  ['family-friendly', inLocales('Family friendly|适合家庭|適合一家大細|適合家庭|Mesra keluarga|परिवार के अनुकूल|Ramah keluarga|ファミリー向け|가족 친화|Pampamilya|เหมาะกับครอบครัว|Thân thiện gia đình|Familial')],
  ['halal', inLocales('Halal|清真|清真|清真|Halal|हलाल|Halal|ハラール|할랄|Halal|ฮาลาล|Halal|Halal')],
  ['sea-view', inLocales('Sea view|海景|海景|海景|Pemandangan laut|समुद्र का नज़ारा|Pemandangan laut|オーシャンビュー|바다 전망|Tanaw ang dagat|วิวทะเล|View biển|Vue sur la mer')],
  ['rooftop', inLocales('Rooftop|屋顶露台|天台|屋頂露台|Atas bumbung|छत पर|Di atap gedung|ルーフトップ|루프톱|Sa bubungan|รูฟท็อป|Sân thượng|Sur le toit')],
  ['private-room', inLocales('Private room|包间|包廂|包廂|Bilik persendirian|निजी कमरा|Ruang privat|個室|룸|Pribadong silid|ห้องส่วนตัว|Phòng riêng|Salon privé')],
  ['michelin', inLocales('Michelin selected|米其林推荐|米芝蓮推介|米其林推薦|Pilihan Michelin|मिशलिन चयनित|Pilihan Michelin|ミシュラン掲載|미쉐린 선정|Pinili ng Michelin|มิชลินแนะนำ|Michelin tuyển chọn|Sélection Michelin')],
  ['business', inLocales('Business dining|商务宴请|商務宴請|商務聚餐|Jamuan perniagaan|बिज़नेस डाइनिंग|Jamuan bisnis|ビジネス会食|비즈니스 식사|Pang-negosyong kainan|เลี้ยงรับรองธุรกิจ|Tiếp khách|Repas d’affaires')],
  ['outdoor', inLocales('Outdoor seating|户外座位|戶外座位|戶外座位|Tempat duduk luar|बाहर बैठने की जगह|Area luar ruangan|テラス席|야외 좌석|Upuan sa labas|ที่นั่งกลางแจ้ง|Chỗ ngồi ngoài trời|Terrasse')],
  ['late-night', inLocales('Late night|深夜营业|深夜營業|深夜營業|Buka lewat malam|देर रात तक|Buka hingga larut|深夜営業|심야 영업|Bukas hanggang hatinggabi|เปิดดึก|Mở khuya|Ouvert tard')],
  ['vegan-options', inLocales('Vegan options|纯素选择|純素選擇|純素選擇|Pilihan vegan|वीगन विकल्प|Pilihan vegan|ヴィーガン対応|비건 메뉴|May pagpipiliang vegan|มีเมนูวีแกน|Có món thuần chay|Options véganes')],
  ['wine-list', inLocales('Great wine list|精选酒单|精選酒單|精選酒單|Senarai wain menarik|बढ़िया वाइन सूची|Daftar anggur istimewa|ワインが充実|와인 리스트 우수|Magandang listahan ng alak|ไวน์ให้เลือกมากมาย|Danh sách rượu vang phong phú|Belle carte des vins')],
  ['brunch', inLocales('Weekend brunch|周末早午餐|週末早午餐|週末早午餐|Sarapan lewat hujung minggu|वीकेंड ब्रंच|Brunch akhir pekan|週末ブランチ|주말 브런치|Brunch tuwing Sabado at Linggo|บรันช์วันหยุด|Bữa nửa buổi cuối tuần|Brunch du week-end')],
  ['pet-friendly', inLocales('Pet friendly|宠物友好|寵物友善|寵物友善|Mesra haiwan peliharaan|पालतू जानवरों के अनुकूल|Ramah hewan peliharaan|ペット同伴可|반려동물 동반 가능|Puwede ang alagang hayop|สัตว์เลี้ยงเข้าได้|Cho phép thú cưng|Animaux acceptés')],
] as const;

function rowsOf(items: readonly (readonly [string, LocaleTexts])[], key: 'cuisine_id' | 'tag_id') {
  const entities = items.map(([code], index) => ({ id: index + 1, code }));
  const texts: Row[] = items.flatMap(([, names], index) => LOCALES.map((locale) => ({ [key]: index + 1, locale, name: names[locale] })));
  return { entities, texts };
}

export const cuisineRows = () => rowsOf(CUISINES, 'cuisine_id');
export const tagRows = () => rowsOf(TAGS, 'tag_id');

export function cuisineId(code: CuisineCode): number {
  return CUISINES.findIndex(([c]) => c === code) + 1;
}
