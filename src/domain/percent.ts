/** A whole percentage as the language (a BCP 47 tag) writes it ('50%', '50 %'). */
export function formatPercentIn(percent: number, intlTag: string): string {
  return new Intl.NumberFormat(intlTag, { style: 'percent' }).format(percent / 100);
}
