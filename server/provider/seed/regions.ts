import { CITIES } from './cities/index';
import type { Row } from './sql-insert';

/** A district or landmark id: stable per city and list position, so re-seeding finds the same rows. */
export const districtId = (cityId: number, index: number) => cityId * 100 + index + 1;
export const landmarkId = (cityId: number, districtIndex: number, index: number) => cityId * 1000 + districtIndex * 10 + index + 1;

export function regionRows() {
  const regions: Row[] = [];
  const regionTexts: Row[] = [];
  const districts: Row[] = [];
  const districtTexts: Row[] = [];
  const landmarks: Row[] = [];
  const landmarkTexts: Row[] = [];
  for (const city of CITIES) {
    const slug = city.names.en.toLowerCase().replaceAll(' ', '-');
    regions.push({
      id: city.id,
      country_iso: city.country,
      phone_code: city.phoneCode,
      time_zone: city.timeZone,
      currency: city.currency,
      privacy_policy_url: `https://privacy.dining-demo.example/${city.country.toLowerCase()}`,
      guide_link: `https://guide.dining-demo.example/${slug}`,
      lat: city.lat,
      lng: city.lng,
    });
    for (const [locale, name] of Object.entries(city.names)) {
      const chinese = locale === 'zh' || locale === 'zh-HK' || locale === 'tw';
      regionTexts.push({ region_id: city.id, locale, name, key_word: chinese ? city.keyWords.zh : city.keyWords.en });
    }
    city.districts.forEach((district, districtIndex) => {
      const id = districtId(city.id, districtIndex);
      districts.push({ id, region_id: city.id, lat: district.lat, lng: district.lng });
      districtTexts.push({ district_id: id, locale: 'en', name: district.name[0] }, { district_id: id, locale: 'zh', name: district.name[1] });
      district.landmarks.forEach(([en, zh], index) => {
        const landmark = landmarkId(city.id, districtIndex, index);
        // Landmarks sit a few hundred metres from the district centre.
        const offset = (index + 1) * 0.002;
        landmarks.push({ id: landmark, region_id: city.id, district_id: id, lat: district.lat + offset, lng: district.lng - offset });
        landmarkTexts.push({ landmark_id: landmark, locale: 'en', name: en }, { landmark_id: landmark, locale: 'zh', name: zh });
      });
    });
  }
  return { regions, regionTexts, districts, districtTexts, landmarks, landmarkTexts };
}
