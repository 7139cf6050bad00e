import { numberFormat } from './intl-formats';
/** A whole percentage as the language (a BCP 47 tag) writes it ('50%', '50 %'). */
export function formatPercentIn(percent: number, intlTag: string): string {
  return numberFormat(intlTag, { style: 'percent' }).format(percent / 100);
}
