import { city } from './city';

export const singapore = city({
  id: 3, country: 'SG', timeZone: 'Asia/Singapore', currency: 'SGD', centre: [1.2903, 103.8519], phonePattern: '6### ####',
  names: { en: 'Singapore', zh: '新加坡', ja: 'シンガポール', ko: '싱가포르', th: 'สิงคโปร์', ms: 'Singapura', fr: 'Singapour' }, keyWords: ['singapore sg lion city', '新加坡 狮城 星洲'],
  restaurantCount: 80, priceRange: [25, 380],
  cuisines: ['peranakan', 'malay', 'indian', 'cantonese', 'hainanese', 'seafood', 'japanese', 'italian', 'french', 'modern-european', 'middle-eastern', 'fusion', 'steakhouse', 'vegetarian', 'bakery-cafe', 'thai'],
  districts: [
    { name: ['Marina Bay', '滨海湾'], lat: 1.2834, lng: 103.8607, landmarks: [['Marina Bay Sands', '滨海湾金沙'], ['Gardens by the Bay', '滨海湾花园']] },
    { name: ['Orchard', '乌节'], lat: 1.3048, lng: 103.8318, landmarks: [['ION Orchard', 'ION Orchard 购物中心']] },
    { name: ['Chinatown', '牛车水'], lat: 1.2836, lng: 103.8444, landmarks: [['Buddha Tooth Relic Temple', '佛牙寺龙华院'], ['Maxwell Food Centre', '麦士威熟食中心']] },
    { name: ['Tanjong Pagar', '丹戎巴葛'], lat: 1.2764, lng: 103.8458, landmarks: [['Duxton Hill', '达士敦山']] },
    { name: ['Kampong Glam', '甘榜格南'], lat: 1.302, lng: 103.8593, landmarks: [['Sultan Mosque', '苏丹回教堂'], ['Haji Lane', '哈芝巷']] },
    { name: ['Little India', '小印度'], lat: 1.3066, lng: 103.8518, landmarks: [['Tekka Centre', '竹脚中心']] },
    { name: ['Sentosa', '圣淘沙'], lat: 1.2494, lng: 103.8303, landmarks: [['Resorts World Sentosa', '圣淘沙名胜世界']] },
    { name: ['Dempsey Hill', '登布西山'], lat: 1.305, lng: 103.81, landmarks: [['Singapore Botanic Gardens', '新加坡植物园']] },
    { name: ['Clarke Quay', '克拉码头'], lat: 1.2906, lng: 103.8465, landmarks: [['Fort Canning Park', '福康宁公园']] },
    { name: ['Katong', '加东'], lat: 1.305, lng: 103.905, landmarks: [['Joo Chiat shophouses', '如切店屋']] },
  ],
  streets: [
    ['Orchard Road', '乌节路'], ['South Bridge Road', '桥南路'], ['Tanjong Pagar Road', '丹戎巴葛路'], ['Arab Street', '阿拉伯街'],
    ['Serangoon Road', '实龙岗路'], ['Bayfront Avenue', '海湾舫大道'], ['Dempsey Road', '登布西路'], ['East Coast Road', '东海岸路'],
    ['River Valley Road', '里峇峇利路'], ['Boat Quay', '驳船码头'],
  ],
});
