import { city } from './city';

export const hongKong = city({
  id: 2, country: 'HK', timeZone: 'Asia/Hong_Kong', currency: 'HKD', centre: [22.2793, 114.1628], phonePattern: '2### ####',
  names: { en: 'Hong Kong', zh: '香港', ja: '香港', ko: '홍콩', th: 'ฮ่องกง', fr: 'Hong Kong' }, keyWords: ['hong kong hk kowloon island', '香港 港岛 九龙'],
  restaurantCount: 80, priceRange: [150, 1600],
  cuisines: ['cantonese', 'dim-sum', 'seafood', 'japanese', 'sushi', 'french', 'italian', 'steakhouse', 'modern-european', 'sichuan', 'thai', 'vietnamese', 'fusion', 'hotpot', 'bakery-cafe', 'indian'],
  districts: [
    { name: ['Central', '中环'], lat: 22.282, lng: 114.1588, landmarks: [['Lan Kwai Fong', '兰桂坊'], ['The Peak', '太平山顶']] },
    { name: ['Tsim Sha Tsui', '尖沙咀'], lat: 22.2976, lng: 114.1722, landmarks: [['Star Ferry Pier', '天星码头'], ['Harbour City', '海港城'], ['K11 MUSEA', 'K11 MUSEA']] },
    { name: ['Causeway Bay', '铜锣湾'], lat: 22.2803, lng: 114.183, landmarks: [['Times Square', '时代广场'], ['Victoria Park', '维多利亚公园']] },
    { name: ['Wan Chai', '湾仔'], lat: 22.277, lng: 114.173, landmarks: [['Convention and Exhibition Centre', '会议展览中心']] },
    { name: ['Sheung Wan', '上环'], lat: 22.2868, lng: 114.1505, landmarks: [['PMQ', '元创方'], ['Man Mo Temple', '文武庙']] },
    { name: ['Mong Kok', '旺角'], lat: 22.3193, lng: 114.1694, landmarks: [["Ladies' Market", '女人街']] },
    { name: ['Stanley', '赤柱'], lat: 22.2187, lng: 114.211, landmarks: [['Stanley Market', '赤柱市集'], ['Murray House', '美利楼']] },
    { name: ['Sai Kung', '西贡'], lat: 22.3814, lng: 114.2705, landmarks: [['Sai Kung Waterfront', '西贡海滨长廊']] },
  ],
  streets: [
    ["Queen's Road Central", '皇后大道中'], ['Wyndham Street', '云咸街'], ['Nathan Road', '弥敦道'], ['Canton Road', '广东道'],
    ['Hennessy Road', '轩尼诗道'], ['Lockhart Road', '骆克道'], ['Hollywood Road', '荷李活道'], ["Des Voeux Road Central", '德辅道中'],
    ['Stanley Main Street', '赤柱大街'], ['Hoi Pong Street', '海傍街'],
  ],
});
