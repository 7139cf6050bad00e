import { city } from './city';

export const shanghai = city({
  id: 1, country: 'CN', timeZone: 'Asia/Shanghai', currency: 'CNY', centre: [31.2304, 121.4737], phonePattern: '21 ####-####',
  names: { en: 'Shanghai', zh: '上海', ja: '上海', ko: '상하이', th: 'เซี่ยงไฮ้', fr: 'Shanghai' }, keyWords: ['shanghai sh puxi pudong bund', '上海 沪 浦西 浦东 外滩'],
  restaurantCount: 80, priceRange: [80, 900],
  cuisines: ['shanghainese', 'cantonese', 'sichuan', 'dim-sum', 'hotpot', 'japanese', 'sushi', 'french', 'italian', 'modern-european', 'fusion', 'steakhouse', 'bakery-cafe', 'korean'],
  districts: [
    { name: ['The Bund', '外滩'], lat: 31.2401, lng: 121.4903, landmarks: [['Yu Garden', '豫园'], ['Nanjing Road Pedestrian Street', '南京路步行街']] },
    { name: ['Xintiandi', '新天地'], lat: 31.2196, lng: 121.4757, landmarks: [['Tianzifang', '田子坊'], ['Site of the First CPC Congress', '中共一大会址']] },
    { name: ["Jing'an", '静安'], lat: 31.2288, lng: 121.448, landmarks: [["Jing'an Temple", '静安寺'], ['Plaza 66', '恒隆广场']] },
    { name: ['Former French Concession', '衡复风貌区'], lat: 31.2105, lng: 121.4445, landmarks: [['Wukang Mansion', '武康大楼'], ['Sinan Mansions', '思南公馆']] },
    { name: ['Lujiazui', '陆家嘴'], lat: 31.2363, lng: 121.5054, landmarks: [['Shanghai Tower', '上海中心大厦'], ['Oriental Pearl Tower', '东方明珠'], ['Shanghai IFC', '上海国金中心']] },
    { name: ['Xujiahui', '徐家汇'], lat: 31.195, lng: 121.437, landmarks: [['Xujiahui Cathedral', '徐家汇天主教堂']] },
    { name: ['West Bund', '徐汇滨江'], lat: 31.172, lng: 121.461, landmarks: [['Long Museum West Bund', '龙美术馆西岸馆']] },
    { name: ['North Bund', '北外滩'], lat: 31.251, lng: 121.497, landmarks: [['Waibaidu Bridge', '外白渡桥']] },
  ],
  streets: [
    ['Nanjing West Road', '南京西路'], ['Huaihai Middle Road', '淮海中路'], ['Fuxing West Road', '复兴西路'],
    ['Wulumuqi Middle Road', '乌鲁木齐中路'], ['Yuyuan Road', '愚园路'], ['Century Avenue', '世纪大道'],
    ['Zhongshan East 1st Road', '中山东一路'], ['Hengshan Road', '衡山路'], ['Anfu Road', '安福路'], ['Longteng Avenue', '龙腾大道'],
  ],
});
