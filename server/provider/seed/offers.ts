import { imageUrl } from '#provider/restaurants/image-kinds.ts';
import { fill, inLocales, type LocaleTexts } from './locale-texts';
import { DEMO_PROGRAMS } from './programs';
import type { Random } from './random';
import type { SeededRestaurant } from './restaurants';
import type { Row } from './sql-insert';

// `priceShare`: the set price as a share of the restaurant's average spend; null for deals without one.
// Texts are en|zh|zh-HK|tw|ms|hi|id|ja|ko|tl|th|vi|fr; each program gets the languages it offers.
const DEAL_KINDS: readonly { category: LocaleTexts; name: LocaleTexts; description: LocaleTexts; priceShare: number | null }[] = [
  {
    category: inLocales('Dinner set|晚市套餐|晚市套餐|晚餐套餐|Set makan malam|डिनर सेट|Paket makan malam|ディナーセット|디너 세트|Set na hapunan|ชุดอาหารค่ำ|Set ăn tối|Menu du soir'),
    name: inLocales('Chef’s dinner set for two|主厨双人晚市套餐|主廚二人晚市套餐|主廚雙人晚餐套餐|Set makan malam cef untuk dua orang|दो लोगों के लिए शेफ़ का डिनर सेट|Paket makan malam koki untuk berdua|シェフのおまかせディナー（2名様）|셰프 디너 세트 (2인)|Hapunan ng chef para sa dalawa|ชุดอาหารค่ำจากเชฟสำหรับสองท่าน|Set ăn tối của bếp trưởng cho hai người|Menu du chef pour deux'),
    description: inLocales('Five courses chosen by the chef, served to share.|主厨精选五道菜，适合两人分享。|主廚精選五道菜，適合二人分享。|主廚精選五道菜，適合兩人分享。|Lima hidangan pilihan cef, dihidang untuk dikongsi.|शेफ़ के चुने पाँच कोर्स, मिल-बाँटकर खाने के लिए।|Lima hidangan pilihan koki, disajikan untuk berbagi.|シェフが選ぶ5品を、取り分けスタイルでご用意します。|셰프가 고른 5코스를 함께 나눠 드실 수 있습니다.|Limang putaheng pinili ng chef, para pagsaluhan.|ห้าคอร์สที่เชฟคัดสรร เสิร์ฟแบบแบ่งกันทาน|Năm món do bếp trưởng chọn, dọn để dùng chung.|Cinq plats choisis par le chef, servis à partager.'),
    priceShare: 1.8,
  },
  {
    category: inLocales('1-for-1|买一送一|買一送一|買一送一|1 untuk 1|एक के साथ एक|Beli 1 gratis 1|1品無料|1+1|Bili-isa, libre-isa|ซื้อ 1 แถม 1|Mua 1 tặng 1|1 acheté, 1 offert'),
    name: inLocales('1-for-1 main courses|主菜买一送一|主菜買一送一|主餐買一送一|Hidangan utama 1 untuk 1|मुख्य व्यंजन: एक के साथ एक मुफ़्त|Hidangan utama beli 1 gratis 1|メインディッシュ1品無料|메인 요리 1+1|Bili-isa, libre-isa sa ulam|อาหารจานหลักซื้อ 1 แถม 1|Món chính mua 1 tặng 1|Plats principaux : 1 acheté, 1 offert'),
    description: inLocales('Order one main course and get a second one free.|点一道主菜即送第二道。|點一道主菜即送第二道。|點一道主餐即送第二道。|Pesan satu hidangan utama dan dapatkan satu lagi percuma.|एक मुख्य व्यंजन मँगाएँ, दूसरा मुफ़्त पाएँ।|Pesan satu hidangan utama, gratis satu lagi.|メインを1品ご注文で、もう1品が無料になります。|메인 요리 하나를 주문하면 하나를 더 드립니다.|Umorder ng isang ulam at makakuha ng isa pang libre.|สั่งอาหารจานหลัก 1 จาน รับฟรีอีก 1 จาน|Gọi một món chính, được tặng thêm một món.|Pour un plat principal commandé, le second est offert.'),
    priceShare: null,
  },
  {
    category: inLocales('Discount|折扣|折扣|折扣|Diskaun|छूट|Diskon|割引|할인|Diskwento|ส่วนลด|Giảm giá|Réduction'),
    name: inLocales('20% off food|食品八折|食物八折|餐點八折|Diskaun 20% makanan|खाने पर 20% छूट|Diskon 20% makanan|お料理20%オフ|음식 20% 할인|20% diskwento sa pagkain|ลด 20% ค่าอาหาร|Giảm 20% đồ ăn|20 % de réduction sur les plats'),
    description: inLocales('20% off the food bill; drinks, special dishes and set menus excluded.|食品消费享八折；酒水、特色菜及套餐除外。|食物消費享八折；飲品、特色菜及套餐除外。|餐點消費享八折；飲品、特色菜及套餐除外。|Diskaun 20% bil makanan; minuman, hidangan istimewa dan set menu dikecualikan.|खाने के बिल पर 20% छूट; पेय, विशेष व्यंजन और सेट मेन्यू शामिल नहीं।|Diskon 20% untuk tagihan makanan; minuman, menu spesial, dan paket tidak termasuk.|お料理代金が20%オフ。お飲み物、特別料理、コースは対象外です。|음식 금액 20% 할인. 음료, 스페셜 메뉴, 세트 메뉴는 제외됩니다.|20% diskwento sa bayarin sa pagkain; hindi kasama ang inumin, espesyal na putahe at set menu.|ลด 20% ค่าอาหาร ไม่รวมเครื่องดื่ม เมนูพิเศษ และเซ็ตเมนู|Giảm 20% hóa đơn đồ ăn; không áp dụng cho đồ uống, món đặc biệt và set menu.|20 % de réduction sur les plats ; boissons, plats spéciaux et menus exclus.'),
    priceShare: null,
  },
  {
    category: inLocales('Afternoon tea|下午茶|下午茶|下午茶|Minum petang|दोपहर की चाय|Teh sore|アフタヌーンティー|애프터눈 티|Merienda|น้ำชายามบ่าย|Trà chiều|Thé de l’après-midi'),
    name: inLocales('Afternoon tea for two|双人下午茶|二人下午茶|雙人下午茶|Minum petang untuk dua orang|दो लोगों के लिए दोपहर की चाय|Teh sore untuk berdua|アフタヌーンティー（2名様）|2인 애프터눈 티|Merienda para sa dalawa|น้ำชายามบ่ายสำหรับสองท่าน|Trà chiều cho hai người|Thé de l’après-midi pour deux'),
    description: inLocales('A tiered stand of sweet and savoury bites with tea or coffee.|三层点心架配茶或咖啡。|三層點心架配茶或咖啡。|三層點心架搭配茶或咖啡。|Dulang bertingkat berisi kudapan manis dan masin bersama teh atau kopi.|चाय या कॉफ़ी के साथ मीठे और नमकीन व्यंजनों का स्टैंड।|Rak bertingkat berisi camilan manis dan gurih dengan teh atau kopi.|甘いものと軽食を盛り合わせたスタンドに、紅茶またはコーヒーが付きます。|달콤하고 짭짤한 한입 요리를 담은 스탠드와 차 또는 커피.|Patong-patong na matamis at malinamnam na pagkain, kasama ang tsaa o kape.|ขนมหวานและของว่างเสิร์ฟบนชั้นวาง พร้อมชาหรือกาแฟ|Tháp bánh ngọt và mặn kèm trà hoặc cà phê.|Un présentoir de douceurs sucrées et salées, avec thé ou café.'),
    priceShare: 0.9,
  },
  {
    category: inLocales('Welcome drink|迎宾饮品|迎賓飲品|迎賓飲品|Minuman aluan|स्वागत पेय|Minuman sambutan|ウェルカムドリンク|웰컴 드링크|Inuming pambungad|เครื่องดื่มต้อนรับ|Đồ uống chào mừng|Boisson d’accueil'),
    name: inLocales('Complimentary welcome drink|免费迎宾饮品|免費迎賓飲品|免費迎賓飲品|Minuman aluan percuma|मुफ़्त स्वागत पेय|Minuman sambutan gratis|ウェルカムドリンク無料|무료 웰컴 드링크|Libreng inuming pambungad|เครื่องดื่มต้อนรับฟรี|Đồ uống chào mừng miễn phí|Boisson d’accueil offerte'),
    description: inLocales('A glass of sparkling wine or a mocktail for each guest.|每位宾客可享一杯起泡酒或无酒精鸡尾酒。|每位賓客可享一杯氣泡酒或無酒精雞尾酒。|每位賓客可享一杯氣泡酒或無酒精調酒。|Segelas wain berbuih atau mocktail untuk setiap tetamu.|हर मेहमान के लिए एक गिलास स्पार्कलिंग वाइन या मॉकटेल।|Segelas anggur bersoda atau mocktail untuk setiap tamu.|お一人様にスパークリングワインまたはモクテルを1杯。|손님 한 분당 스파클링 와인 또는 목테일 한 잔.|Isang baso ng sparkling wine o mocktail para sa bawat bisita.|สปาร์กลิงไวน์หรือม็อกเทลท่านละหนึ่งแก้ว|Mỗi khách một ly vang nổ hoặc mocktail.|Une coupe de vin pétillant ou un cocktail sans alcool par convive.'),
    priceShare: null,
  },
];

const DEAL_TERMS = inLocales(
  'Book ahead through this program. Not valid with other offers or on public holidays. One redemption per booking.|须通过本计划提前预订。不可与其他优惠同享，公众假期不适用。每次预订限用一次。|須透過本計劃預先訂座。不可與其他優惠同時使用，公眾假期不適用。每次訂座限用一次。|須透過本計畫事先訂位。不得與其他優惠併用，國定假日不適用。每筆訂位限用一次。|Tempah awal melalui program ini. Tidak sah bersama tawaran lain atau pada cuti umum. Satu penebusan bagi setiap tempahan.|इस प्रोग्राम से पहले से बुक करें। अन्य ऑफ़र के साथ या सार्वजनिक छुट्टियों पर मान्य नहीं। हर बुकिंग पर एक बार।|Pesan lebih dulu melalui program ini. Tidak berlaku dengan penawaran lain atau pada hari libur nasional. Satu kali penukaran per pemesanan.|本プログラムから事前にご予約ください。他の特典との併用および祝日のご利用はできません。ご利用は1予約につき1回です。|이 프로그램을 통해 미리 예약하세요. 다른 혜택과 중복 사용할 수 없으며 공휴일에는 적용되지 않습니다. 예약당 1회 사용 가능합니다.|Mag-book nang maaga sa programang ito. Hindi puwedeng isabay sa ibang alok o gamitin sa pista opisyal. Isang beses lang bawat booking.|จองล่วงหน้าผ่านโปรแกรมนี้ ไม่สามารถใช้ร่วมกับข้อเสนออื่นหรือในวันหยุดนักขัตฤกษ์ ใช้ได้หนึ่งครั้งต่อการจอง|Đặt trước qua chương trình này. Không áp dụng cùng ưu đãi khác hoặc vào ngày lễ. Mỗi lượt đặt chỗ dùng một lần.|Réservez à l’avance via ce programme. Non cumulable avec d’autres offres, non valable les jours fériés. Une utilisation par réservation.',
);

const COLLECTION_THEMES: readonly { title: LocaleTexts; description: LocaleTexts }[] = [
  {
    title: inLocales('Date night|约会之选|拍拖之選|約會首選|Malam janji temu|डेट नाइट|Malam romantis|デートにおすすめ|데이트 명소|Para sa date|มื้อค่ำสุดโรแมนติก|Hẹn hò buổi tối|Dîner en amoureux'),
    description: inLocales('Candle-lit tables and views worth dressing up for.|烛光餐桌与值得盛装出席的美景。|燭光餐桌與值得盛裝赴約的美景。|燭光餐桌與值得盛裝出席的美景。|Meja bercahaya lilin dan pemandangan yang berbaloi untuk bergaya.|मोमबत्ती की रोशनी वाली मेज़ें और सजने-सँवरने लायक नज़ारे।|Meja bercahaya lilin dan pemandangan yang layak untuk tampil istimewa.|キャンドルが灯るテーブルと、おしゃれして出かけたくなる眺め。|촛불 켜진 테이블과 차려입고 갈 만한 전망.|Mga mesang may kandila at tanawing sulit pagandahan.|โต๊ะใต้แสงเทียนและวิวที่คุ้มค่ากับการแต่งตัว|Bàn ăn dưới ánh nến và khung cảnh đáng để diện đẹp.|Des tables aux chandelles et des vues qui valent qu’on s’habille.'),
  },
  {
    title: inLocales('Family feasts|家庭聚餐|家庭聚餐|闔家聚餐|Jamuan keluarga|पारिवारिक दावत|Santap bersama keluarga|家族でごちそう|가족 외식|Salu-salo ng pamilya|มื้อใหญ่สำหรับครอบครัว|Tiệc gia đình|Festins en famille'),
    description: inLocales('Big tables, sharing plates and a warm welcome for children.|大圆桌、分享菜式，亲子友好。|大圓枱、分享菜式，親子友善。|大圓桌、分享菜色，親子友善。|Meja besar, hidangan untuk dikongsi dan sambutan mesra untuk kanak-kanak.|बड़ी मेज़ें, मिल-बाँटकर खाने वाले व्यंजन और बच्चों का गर्मजोशी से स्वागत।|Meja besar, hidangan untuk berbagi, dan sambutan hangat untuk anak-anak.|大きなテーブルに取り分け料理、お子様も大歓迎。|큰 테이블, 나눠 먹는 요리, 아이들도 환영합니다.|Malalaking mesa, pagkaing pinagsasaluhan at mainit na pagtanggap sa mga bata.|โต๊ะใหญ่ อาหารจานแบ่ง และต้อนรับเด็ก ๆ อย่างอบอุ่น|Bàn lớn, món ăn chung và sự chào đón trẻ nhỏ.|De grandes tables, des plats à partager et un accueil chaleureux pour les enfants.'),
  },
  {
    title: inLocales("Chef's table|主厨推荐|主廚推介|主廚推薦|Meja cef|शेफ़ की मेज़|Meja koki|シェフズテーブル|셰프스 테이블|Mesa ng chef|โต๊ะเชฟ|Bàn của bếp trưởng|La table du chef"),
    description: inLocales('Counter seats where you watch the kitchen at work.|坐在吧台欣赏厨房的精彩。|坐在吧枱欣賞廚房的精彩。|坐在吧台欣賞廚房的精彩。|Tempat duduk di kaunter untuk menyaksikan dapur beraksi.|काउंटर की सीटें, जहाँ से रसोई का काम दिखता है।|Kursi konter tempat Anda melihat dapur bekerja.|厨房の仕事ぶりを眺められるカウンター席。|주방이 일하는 모습을 볼 수 있는 카운터석.|Mga upuan sa counter kung saan tanaw ang kusina.|ที่นั่งเคาน์เตอร์ที่มองเห็นครัวขณะทำงาน|Ghế quầy để ngắm bếp làm việc.|Des places au comptoir pour voir la cuisine à l’œuvre.'),
  },
  {
    title: inLocales('Hidden gems|隐藏好店|隱世小店|隱藏版好店|Permata tersembunyi|छिपे रत्न|Permata tersembunyi|隠れた名店|숨은 맛집|Mga nakatagong hiyas|ร้านลับน่าลอง|Quán ngon ẩn mình|Pépites cachées'),
    description: inLocales('Small places the locals would rather keep to themselves.|本地人私藏的小店。|本地人私藏的小店。|在地人私藏的小店。|Kedai kecil yang mahu dirahsiakan oleh penduduk tempatan.|छोटी जगहें, जिन्हें स्थानीय लोग अपने तक रखना चाहते हैं।|Tempat kecil yang ingin dirahasiakan warga lokal.|地元の人が内緒にしておきたい小さなお店。|현지인만 알고 싶은 작은 가게들.|Maliliit na lugar na ayaw ipagsabi ng mga lokal.|ร้านเล็ก ๆ ที่คนท้องถิ่นอยากเก็บไว้เป็นความลับ|Những quán nhỏ mà người địa phương muốn giữ cho riêng mình.|Des petites adresses que les habitants préfèrent garder pour eux.'),
  },
];

// A banner that features one restaurant ({name}).
const FEATURED = inLocales('Featured: {name}|精选推荐：{name}|精選推介：{name}|精選推薦：{name}|Pilihan: {name}|विशेष: {name}|Unggulan: {name}|おすすめ：{name}|추천: {name}|Tampok: {name}|ร้านแนะนำ: {name}|Nổi bật: {name}|À la une : {name}');

/** 'Featured: <name>' per locale, the name as the restaurant's texts give it (Chinese in zh). */
function featuredTitles([english, chinese]: readonly [string, string]): LocaleTexts {
  return Object.fromEntries(Object.entries(FEATURED).map(([locale, template]) => [locale, fill(template, { name: locale === 'zh' ? chinese : english })])) as LocaleTexts;
}

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
        for (const locale of program.languages) {
          rows.deal_texts!.push({ deal_id: dealId, locale, name: kind.name[locale], description: kind.description[locale], category_name: kind.category[locale], terms: DEAL_TERMS[locale] });
        }
      });
      const themes = random.sample(COLLECTION_THEMES, 2);
      const firstCollection = collectionId + 1;
      themes.forEach((theme, position) => {
        collectionId += 1;
        rows.collections!.push({ id: collectionId, program_slug: slug, region_id: regionId, cover_url: imageUrl('collection', collectionId, 'cover'), position });
        for (const locale of program.languages) {
          rows.collection_texts!.push({ collection_id: collectionId, locale, title: theme.title[locale], description: theme.description[locale] });
        }
        random.sample(local, random.int(6, 9)).forEach((restaurant, index) =>
          rows.collection_restaurants!.push({ collection_id: collectionId, restaurant_id: restaurant.id, position: index }),
        );
      });
      // One banner leads into a collection, the other to a restaurant's profile (the app adds the program).
      const featured = local[0]!;
      const theme = themes[0]!;
      const banners = [
        { link: `/collections/${firstCollection}`, collection: firstCollection, title: theme.title },
        { link: `/profile?restaurant_id=${featured.id}`, collection: null, title: featuredTitles(featured.name) },
      ];
      banners.forEach((banner, position) => {
        adId += 1;
        rows.ad_placements!.push({
          id: adId, program_slug: slug, region_id: regionId, collection_id: banner.collection,
          image_url: imageUrl('ad', adId, 'banner'), link_url: banner.link,
          position, active_from: '2025-01-01 00:00:00', active_until: '2030-12-31 23:59:59',
        });
        for (const locale of program.languages) rows.ad_placement_texts!.push({ ad_placement_id: adId, locale, title: banner.title[locale] });
      });
    }
  }
  return rows;
}
