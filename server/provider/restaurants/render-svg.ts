import { createRandom, seedFromText, type Random } from '#provider/seed/random.ts';
import type { ImageKind } from './image-kinds';

// Warm food-photo gradients; a picture picks one from its own address, so it never changes.
const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#7c2d12', '#f97316', '#fed7aa'], ['#14532d', '#22c55e', '#dcfce7'], ['#1e3a8a', '#3b82f6', '#dbeafe'],
  ['#701a75', '#d946ef', '#fae8ff'], ['#7f1d1d', '#ef4444', '#fee2e2'], ['#134e4a', '#14b8a6', '#ccfbf1'],
  ['#78350f', '#f59e0b', '#fef3c7'], ['#312e81', '#6366f1', '#e0e7ff'], ['#3f3f46', '#a1a1aa', '#f4f4f5'],
  ['#831843', '#ec4899', '#fce7f3'],
];

const SIZES: Record<ImageKind, readonly [number, number]> = {
  restaurant: [800, 600], deal: [800, 600], collection: [1200, 600], region: [1200, 600], ad: [1200, 400], program: [1200, 400],
};

type Motif = (x: number, y: number, r: number, light: string, dark: string, random: Random) => string;

const plate: Motif = (x, y, r, light, dark) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${light}"/><circle cx="${x}" cy="${y}" r="${r * 0.72}" fill="none" stroke="${dark}" stroke-opacity=".25" stroke-width="6"/>` +
  `<rect x="${x - r * 1.45}" y="${y - r * 0.8}" width="${r * 0.1}" height="${r * 1.6}" rx="${r * 0.05}" fill="${light}"/>` +
  `<rect x="${x + r * 1.35}" y="${y - r * 0.8}" width="${r * 0.12}" height="${r * 1.6}" rx="${r * 0.06}" fill="${light}"/>`;

const bowl: Motif = (x, y, r, light, dark) =>
  `<path d="M${x - r} ${y}a${r} ${r} 0 0 0 ${r * 2} 0z" fill="${light}"/><ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.18}" fill="${dark}" fill-opacity=".3"/>` +
  `<path d="M${x + r * 0.2} ${y - r * 0.1}l${r * 0.9} ${-r * 1.1}M${x + r * 0.4} ${y - r * 0.05}l${r * 0.9} ${-r * 1.05}" stroke="${light}" stroke-width="${r * 0.07}" stroke-linecap="round"/>`;

const cup: Motif = (x, y, r, light, dark) =>
  `<rect x="${x - r * 0.6}" y="${y - r * 0.6}" width="${r * 1.2}" height="${r * 1.1}" rx="${r * 0.2}" fill="${light}"/>` +
  `<circle cx="${x + r * 0.75}" cy="${y - r * 0.1}" r="${r * 0.28}" fill="none" stroke="${light}" stroke-width="${r * 0.1}"/>` +
  `<ellipse cx="${x}" cy="${y + r * 0.6}" rx="${r}" ry="${r * 0.15}" fill="${dark}" fill-opacity=".25"/>`;

const fish: Motif = (x, y, r, light) =>
  `<path d="M${x - r} ${y}q${r} ${-r * 0.9} ${r * 1.6} 0q${-r * 0.6} ${r * 0.9} ${-r * 1.6} 0z" fill="${light}"/>` +
  `<path d="M${x + r * 0.55} ${y}l${r * 0.5} ${-r * 0.4}v${r * 0.8}z" fill="${light}"/>`;

const emblem: Motif = (x, y, r, light, dark, random) => {
  const points = random.int(5, 8);
  const star = Array.from({ length: points * 2 }, (_, i) => {
    const angle = (Math.PI * i) / points - Math.PI / 2;
    const radius = i % 2 === 0 ? r * 0.75 : r * 0.35;
    return `${(x + radius * Math.cos(angle)).toFixed(1)},${(y + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${light}"/><polygon points="${star}" fill="${dark}"/>`;
};

const MOTIFS: readonly Motif[] = [plate, bowl, cup, fish];

/** A small, valid, deterministic SVG for an image address; the same address always gives the same bytes. */
export function renderSvg(kind: ImageKind, id: string, name: string): string {
  const random = createRandom(seedFromText(`${kind}/${id}/${name}`));
  const [dark, mid, light] = random.pick(PALETTES);
  const [width, height] = SIZES[kind];
  const [w, h] = name.startsWith('menu') ? [height, width] : [width, height];
  const isLogo = kind === 'program' && name === 'logo';
  const [vw, vh] = isLogo ? [400, 400] : [w, h];
  const angle = random.int(0, 3) * 45;
  const r = Math.round(Math.min(vw, vh) * (isLogo ? 0.4 : 0.22));
  const motif = isLogo || kind === 'program' ? emblem : random.pick(MOTIFS);
  const circles = Array.from({ length: 4 }, () =>
    `<circle cx="${random.int(0, vw)}" cy="${random.int(0, vh)}" r="${random.int(20, Math.round(vh / 3))}" fill="${light}" fill-opacity=".12"/>`,
  ).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${vw} ${vh}" width="${vw}" height="${vh}">` +
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>` +
    `<rect width="${vw}" height="${vh}" fill="url(#g)"/>${isLogo ? '' : circles}` +
    motif(Math.round(vw / 2), Math.round(vh / 2), r, light, dark, random) +
    '</svg>'
  );
}
