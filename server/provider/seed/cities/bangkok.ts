import { city } from './city';

export const bangkok = city({
  id: 4, country: 'TH', timeZone: 'Asia/Bangkok', currency: 'THB', centre: [13.7563, 100.5018], phonePattern: '2 ### ####',
  names: { en: 'Bangkok', zh: '曼谷', ja: 'バンコク', ko: '방콕', th: 'กรุงเทพฯ', fr: 'Bangkok' }, keyWords: ['bangkok bkk krung thep', '曼谷 泰国'],
  restaurantCount: 80, priceRange: [250, 4500],
  cuisines: ['thai', 'seafood', 'japanese', 'italian', 'french', 'indian', 'vietnamese', 'steakhouse', 'fusion', 'cantonese', 'middle-eastern', 'vegetarian', 'bakery-cafe', 'korean'],
  districts: [
    { name: ['Sukhumvit', '素坤逸'], lat: 13.738, lng: 100.56, landmarks: [['Terminal 21', 'Terminal 21 购物中心'], ['Benjakitti Park', '班嘉奇蒂公园']] },
    { name: ['Silom', '是隆'], lat: 13.729, lng: 100.534, landmarks: [['Lumphini Park', '伦披尼公园']] },
    { name: ['Siam', '暹罗'], lat: 13.746, lng: 100.534, landmarks: [['Siam Paragon', '暹罗百丽宫']] },
    { name: ['Thonglor', '通罗'], lat: 13.732, lng: 100.583, landmarks: [['The Commons', 'The Commons 社区商场']] },
    { name: ['Riverside', '湄南河畔'], lat: 13.723, lng: 100.514, landmarks: [['ICONSIAM', '暹罗天地'], ['Asiatique The Riverfront', '河滨夜市']] },
    { name: ['Yaowarat', '耀华力'], lat: 13.74, lng: 100.509, landmarks: [['Wat Traimit', '金佛寺']] },
    { name: ['Ari', '阿黎'], lat: 13.779, lng: 100.544, landmarks: [['Chatuchak Weekend Market', '乍都乍周末市场']] },
    { name: ['Rattanakosin', '拉达那哥欣岛'], lat: 13.752, lng: 100.494, landmarks: [['Grand Palace', '大皇宫'], ['Wat Arun', '郑王庙']] },
  ],
  streets: [
    ['Sukhumvit Road', '素坤逸路'], ['Silom Road', '是隆路'], ['Rama I Road', '拉玛一世路'], ['Thong Lo Soi 55', '通罗55巷'],
    ['Charoen Krung Road', '石龙军路'], ['Yaowarat Road', '耀华力路'], ['Phahonyothin Soi 7', '帕凤裕庭7巷'], ['Maha Rat Road', '玛哈叻路'],
  ],
});
