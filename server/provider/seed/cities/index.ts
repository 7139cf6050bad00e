import { bangkok } from './bangkok';
import { hongKong } from './hong-kong';
import { kualaLumpur } from './kuala-lumpur';
import { shanghai } from './shanghai';
import { singapore } from './singapore';

export const CITIES = [shanghai, hongKong, singapore, bangkok, kualaLumpur] as const;
export type { Bilingual, City, District } from './city';
