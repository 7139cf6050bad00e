import { city } from './city';

export const kualaLumpur = city({
  id: 5, country: 'MY', timeZone: 'Asia/Kuala_Lumpur', currency: 'MYR', centre: [3.139, 101.6869], phonePattern: '3-#### ####',
  names: { en: 'Kuala Lumpur', zh: '吉隆坡', ja: 'クアラルンプール', ko: '쿠알라룸푸르', th: 'กัวลาลัมเปอร์', ms: 'Kuala Lumpur', fr: 'Kuala Lumpur' }, keyWords: ['kuala lumpur kl malaysia', '吉隆坡 马来西亚'],
  restaurantCount: 40, priceRange: [30, 420],
  cuisines: ['malay', 'indian', 'cantonese', 'hainanese', 'peranakan', 'seafood', 'japanese', 'italian', 'middle-eastern', 'fusion', 'steakhouse', 'bakery-cafe', 'thai'],
  districts: [
    { name: ['Bukit Bintang', '武吉免登'], lat: 3.1466, lng: 101.71, landmarks: [['Pavilion Kuala Lumpur', '柏威年广场'], ['Jalan Alor', '亚罗街']] },
    { name: ['KLCC', '吉隆坡城中城'], lat: 3.157, lng: 101.7123, landmarks: [['Petronas Twin Towers', '双子塔'], ['Suria KLCC', '阳光广场']] },
    { name: ['Bangsar', '孟沙'], lat: 3.13, lng: 101.67, landmarks: [['Bangsar Village', '孟沙村']] },
    { name: ['Petaling Street', '茨厂街'], lat: 3.144, lng: 101.697, landmarks: [['Central Market', '中央艺术坊']] },
    { name: ['Mont Kiara', '满家乐'], lat: 3.17, lng: 101.65, landmarks: [['Publika', 'Publika 购物中心']] },
    { name: ['Brickfields', '十五碑'], lat: 3.13, lng: 101.685, landmarks: [['KL Sentral', '吉隆坡中环广场'], ['Thean Hou Temple', '天后宫']] },
  ],
  streets: [
    ['Jalan Bukit Bintang', '武吉免登路'], ['Jalan Ampang', '安邦路'], ['Jalan Telawi', '特拉维路'], ['Jalan Petaling', '茨厂街'],
    ['Jalan Kiara', '吉阿拉路'], ['Jalan Tun Sambanthan', '敦善班丹路'],
  ],
});
