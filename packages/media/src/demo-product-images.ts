import { createHash } from 'node:crypto';

/** What a demo product's pictures show: a shirt, a beauty product or a gadget, in many forms. */
export type DemoMotif = 'apparel' | 'beauty' | 'gadget';

/** The most pictures one demo product has. */
export const DEMO_IMAGES_MAX = 6;

const SIDE = 960;

/** Numbers in [0, 1) drawn from a seed: the same seed, the same numbers (a hash of the seed and a counter). */
function randomFrom(seed: string): () => number {
  let counter = 0;
  return () => createHash('sha256').update(`${seed}:${counter++}`).digest().readUInt32BE(0) / 2 ** 32;
}

const round = (value: number) => Math.round(value * 10) / 10;
const hsl = (hue: number, saturation: number, lightness: number) => `hsl(${round(hue % 360)} ${round(saturation)}% ${round(lightness)}%)`;

interface Look {
  /** The product's own colour (its hue); the background takes a neighbouring one. */
  hue: number;
  /** Which shape of the motif (0–2) and which surface pattern on it (0–2). */
  form: number;
  pattern: number;
}

// The motifs in a 100×100 box centred on (50, 50), each with a pattern clipped to its body.
const bodies: Record<DemoMotif, readonly string[]> = {
  apparel: [
    // T-shirt, long-sleeved shirt, jacket with an open collar.
    'M34 20 L43 16 Q50 23 57 16 L66 20 L82 34 L74 43 L67 37 L67 84 L33 84 L33 37 L26 43 L18 34 Z',
    'M36 18 L44 15 L50 22 L56 15 L64 18 L74 30 L84 70 L76 73 L67 44 L67 86 L33 86 L33 44 L24 73 L16 70 L26 30 Z',
    'M35 17 L45 14 L50 30 L55 14 L65 17 L78 28 L80 78 L71 80 L68 50 L68 86 L32 86 L32 50 L29 80 L20 78 L22 28 Z',
  ],
  beauty: [
    // Pump bottle, jar, lipstick.
    'M45 12 L55 12 L55 18 L63 18 L63 24 L57 24 L57 30 Q70 33 70 45 L70 82 Q70 88 64 88 L36 88 Q30 88 30 82 L30 45 Q30 33 43 30 L43 24 L45 24 Z',
    'M26 40 Q26 34 32 34 L68 34 Q74 34 74 40 L74 78 Q74 86 66 86 L34 86 Q26 86 26 78 Z M28 24 L72 24 Q76 24 76 28 L76 32 L24 32 L24 28 Q24 24 28 24 Z',
    'M38 52 L62 52 L62 88 L38 88 Z M41 34 L59 34 L59 50 L41 50 Z M43 33 L43 20 Q50 10 57 16 L57 33 Z',
  ],
  gadget: [
    // Phone, headphones, watch.
    'M34 12 Q30 12 30 17 L30 83 Q30 88 34 88 L66 88 Q70 88 70 83 L70 17 Q70 12 66 12 Z',
    'M20 58 Q20 18 50 18 Q80 18 80 58 L74 58 Q74 25 50 25 Q26 25 26 58 Z M16 56 Q16 52 21 52 L31 52 L31 80 L21 80 Q16 80 16 75 Z M69 52 L79 52 Q84 52 84 56 L84 75 Q84 80 79 80 L69 80 Z',
    'M42 10 L58 10 L60 30 L40 30 Z M40 70 L60 70 L58 90 L42 90 Z M50 26 A24 24 0 1 1 49.9 26 Z',
  ],
};

/** A surface pattern inside the body: stripes, dots or a diamond lattice, in a darker shade. */
function patternDef(id: string, look: Look): string {
  const ink = hsl(look.hue, 55, 28);
  const tile = [
    `<pattern id="${id}" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="2" height="6" fill="${ink}" fill-opacity="0.35"/></pattern>`,
    `<pattern id="${id}" width="7" height="7" patternUnits="userSpaceOnUse"><circle cx="3.5" cy="3.5" r="1.3" fill="${ink}" fill-opacity="0.4"/></pattern>`,
    `<pattern id="${id}" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M4 0 L8 4 L4 8 L0 4 Z" fill="none" stroke="${ink}" stroke-opacity="0.4" stroke-width="0.8"/></pattern>`,
  ];
  return tile[look.pattern]!;
}

/** The motif's body in its colour with light from the top left and its pattern, as a group to place. */
function item(motif: DemoMotif, look: Look, id: string, hueShift = 0): string {
  const hue = look.hue + hueShift;
  const body = bodies[motif][look.form]!;
  return [
    `<defs><linearGradient id="${id}-shade" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 62)}"/><stop offset="1" stop-color="${hsl(hue, 65, 40)}"/></linearGradient>${patternDef(`${id}-pattern`, { ...look, hue })}</defs>`,
    `<path d="${body}" fill="url(#${id}-shade)" fill-rule="evenodd"/>`,
    `<path d="${body}" fill="url(#${id}-pattern)" fill-rule="evenodd"/>`,
    // A highlight along the upper left edge gives the flat shape some volume.
    `<path d="${body}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="1.2" fill-rule="evenodd" transform="translate(-0.6 -0.6)"/>`,
  ].join('');
}

function background(look: Look, view: number, random: () => number): string {
  const hue = look.hue + 150 + view * 40;
  const circles = Array.from({ length: 3 }, () => {
    const [x, y, r] = [random() * 100, random() * 100, 12 + random() * 26];
    return `<circle cx="${round(x)}" cy="${round(y)}" r="${round(r)}" fill="#ffffff" fill-opacity="${round(0.12 + random() * 0.18)}"/>`;
  });
  return [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${hsl(hue, 45, 92)}"/><stop offset="1" stop-color="${hsl(hue + 30, 50, 80)}"/></linearGradient></defs>`,
    '<rect width="100" height="100" fill="url(#bg)"/>',
    ...circles,
  ].join('');
}

const shadow = (cx: number, cy: number, rx: number) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${round(rx / 6)}" fill="#000000" fill-opacity="0.14"/>`;

/**
 * One view of the product: 0 the whole item, 1 turned aside, 2 a close-up, 3 three colours of it,
 * then the item smaller on a plain ground (different backgrounds each time).
 */
function view(motif: DemoMotif, look: Look, index: number, random: () => number): string {
  const place = (transform: string, id = 'a', hueShift = 0) => `<g transform="${transform}">${item(motif, look, id, hueShift)}</g>`;
  switch (index) {
    case 0:
      return shadow(50, 90, 30) + place('translate(8 6) scale(0.84)');
    case 1:
      return shadow(54, 91, 26) + place('translate(54 52) rotate(-14) scale(0.78) translate(-50 -50)');
    case 2:
      return place('translate(50 50) scale(2.1) translate(-38 -36)');
    case 3:
      return [-1, 0, 1]
        .map((slot) => shadow(50 + slot * 30, 78, 12) + place(`translate(${50 + slot * 30} 56) scale(0.34) translate(-50 -50)`, `c${slot + 1}`, slot * 45))
        .join('');
    default: {
      const scale = 0.5 + random() * 0.2;
      return shadow(50, 80, 40 * scale) + place(`translate(50 52) rotate(${round((random() - 0.5) * 30)}) scale(${round(scale)}) translate(-50 -50)`);
    }
  }
}

/**
 * Pictures of a demo product drawn by the project (no photographs, no words): SVG documents
 * 960×960, made from the seed alone, so the same seed gives the same pictures. The motif decides
 * what they show; the seed its shape, colour and pattern. `count` is 1 to DEMO_IMAGES_MAX.
 */
export function demoProductImages(seed: string, motif: DemoMotif, count: number): Buffer[] {
  if (!Number.isInteger(count) || count < 1 || count > DEMO_IMAGES_MAX) throw new Error(`Invalid demo image count: ${count}`);
  const random = randomFrom(`${motif}:${seed}`);
  const look: Look = { hue: Math.floor(random() * 360), form: Math.floor(random() * 3), pattern: Math.floor(random() * 3) };
  return Array.from({ length: count }, (_, index) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}" viewBox="0 0 100 100">${background(look, index, random)}${view(motif, look, index, random)}</svg>`;
    return Buffer.from(svg);
  });
}
