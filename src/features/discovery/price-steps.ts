import { currencyExponent } from '#domain/money.ts';

/** Round price steps (minor units) spanning the region's range, for the price filter's choices. */
export function priceSteps(min: number, max: number, currency: string, count = 6): number[] {
  const unit = 10 ** currencyExponent(currency);
  const span = Math.max(max - min, unit);
  const raw = span / (count - 1);
  const magnitude = 10 ** Math.floor(Math.log10(raw / unit));
  const step = Math.ceil(raw / unit / magnitude) * magnitude * unit;
  const first = Math.floor(min / step) * step;
  const steps: number[] = [];
  for (let value = first; value <= max + step && steps.length < count + 1; value += step) steps.push(value);
  return steps;
}
