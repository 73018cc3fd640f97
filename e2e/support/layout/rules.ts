// The layout gate's rules (applied by the page walk, e2e/tests/pages.spec.ts; ADR 25 §3): pure functions over the boxes
// collect.ts gathers from a rendered page, so each rule is unit-tested on fixtures
// (rules.test.ts) and layout.spec.ts only loads pages. Boxes are CSS pixels in document coordinates
// (the page scrolled to the top).

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** One line's piece of a text node: the box Range.getClientRects gives for it. */
export interface TextFragment {
  readonly box: Box;
  readonly text: string;
  /** The text node it belongs to (fragments of one node never count as overlapping). */
  readonly node: number;
  /**
   * Where it may be compared: its top-level section and its stacking context. Text in another
   * section or another stacking context (a sticky bar, the header over the page, a dialog) is an
   * intended overlay, not a collision.
   */
  readonly scope: string;
  /** Its nearest card (see CardBox), if any. */
  readonly card: number | null;
}

/**
 * A card: the nearest block-level ancestor of a text that draws a box around it — a border, a
 * background different from its parent's, or a shadow — or that clips its content (overflow other
 * than visible). Inline boxes (a highlight, a badge inside a line) are not cards. `box` is its
 * padding box (inside the border): text must stay within it.
 */
export interface CardBox {
  readonly id: number;
  readonly box: Box;
  readonly label: string;
  /** It scrolls (overflow auto/scroll): text beyond its box is reached by scrolling, not lost. */
  readonly scrolls: boolean;
  /**
   * It cuts its text on purpose and says so with an ellipsis (`-webkit-line-clamp`, or
   * `text-overflow: ellipsis`): the lines past the clamp are hidden, not spilled.
   */
  readonly truncates: boolean;
}

export interface PositionedBox {
  readonly box: Box;
  readonly position: 'sticky' | 'fixed';
  readonly label: string;
}

/** A word of a heading and the boxes its characters were laid out in. */
export interface HeadingWord {
  readonly heading: string;
  readonly word: string;
  readonly rects: readonly Box[];
}

/** An element of a row of columns whose headings must line up (data-align-group, or an `<ol>`'s items). */
export interface AlignItem {
  readonly group: string;
  readonly box: Box;
  /** Top of its first heading; null when it has none. */
  readonly headingTop: number | null;
  readonly label: string;
}

export interface VisualBox {
  readonly box: Box;
  readonly tag: string;
  readonly label: string;
}

/** An interactive control, or a picture (img, video, canvas, svg role=img) it might sit on. */
export interface LabelledBox {
  readonly box: Box;
  readonly label: string;
}

export interface ImageInfo {
  readonly src: string;
  readonly box: Box | null;
  readonly hasWidth: boolean;
  readonly hasHeight: boolean;
  readonly loading: string;
  /** Inside a <picture> that offers an AVIF or WebP <source>. */
  readonly modernSource: boolean;
  /** Bytes over the wire (resource timing), null when not loaded. */
  readonly bytes: number | null;
}

export interface Collected {
  readonly viewport: { readonly w: number; readonly h: number };
  readonly documentWidth: number;
  /** Elements whose box leaves the viewport sideways without an ancestor that clips them (outermost only). */
  readonly outside: readonly LabelledBox[];
  readonly texts: readonly TextFragment[];
  readonly cards: readonly CardBox[];
  readonly positioned: readonly PositionedBox[];
  readonly headingWords: readonly HeadingWord[];
  readonly align: readonly AlignItem[];
  readonly mainTop: number;
  readonly visuals: readonly VisualBox[];
  readonly controls: readonly LabelledBox[];
  readonly media: readonly LabelledBox[];
}

/** A rule's finding: what is wrong, and the text of the element it is about. */
export interface Violation {
  readonly rule: string;
  readonly message: string;
}

/** Tolerance for sub-pixel layout (rounding, antialiasing). */
const EPS = 1;

export const intersection = (a: Box, b: Box): Box | null => {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const w = Math.min(a.x + a.w, b.x + b.w) - x;
  const h = Math.min(a.y + a.h, b.y + b.h) - y;
  return w > 0 && h > 0 ? { x, y, w, h } : null;
};

const quote = (text: string) => `"${text.length > 60 ? `${text.slice(0, 57)}…` : text}"`;

/** No horizontal overflow: the document no wider than the viewport, nothing sticking out of it. */
export function horizontalOverflow(c: Pick<Collected, 'viewport' | 'documentWidth' | 'outside'>): Violation[] {
  const found: Violation[] = [];
  if (c.documentWidth > c.viewport.w + EPS)
    found.push({ rule: 'overflow', message: `the document is ${c.documentWidth} px wide in a ${c.viewport.w} px viewport` });
  for (const el of c.outside) {
    const right = Math.round(el.box.x + el.box.w);
    found.push({
      rule: 'overflow',
      message: `${el.label} sticks out of the viewport (${Math.round(el.box.x)}…${right} px of ${c.viewport.w})`,
    });
  }
  return found;
}

/**
 * The part of a text's line box where its glyphs are: the middle of the box (line boxes of tight
 * headings overlap their neighbours' by design; glyphs over glyphs do not).
 */
export const glyphCore = (b: Box): Box => ({ x: b.x + 0.5, y: b.y + b.h * 0.2, w: Math.max(0, b.w - 1), h: b.h * 0.6 });

/** No text over another element's text (different text nodes, same section and stacking context). */
export function textOverText(texts: readonly TextFragment[]): Violation[] {
  const found: Violation[] = [];
  const seen = new Set<string>();
  const byScope = new Map<string, TextFragment[]>();
  for (const t of texts) byScope.set(t.scope, [...(byScope.get(t.scope) ?? []), t]);
  for (const list of byScope.values()) {
    const sorted = [...list].sort((a, b) => a.box.y - b.box.y);
    for (let i = 0; i < sorted.length; i++) {
      const a = sorted[i] as TextFragment;
      const ca = glyphCore(a.box);
      for (let j = i + 1; j < sorted.length; j++) {
        const b = sorted[j] as TextFragment;
        if (b.box.y > a.box.y + a.box.h) break;
        if (a.node === b.node) continue;
        const overlap = intersection(ca, glyphCore(b.box));
        if (!overlap || overlap.w < 2 || overlap.h < 2) continue;
        const key = [a.node, b.node].sort().join('/');
        if (seen.has(key)) continue;
        seen.add(key);
        found.push({
          rule: 'text-over-text',
          message: `${quote(a.text)} overlaps ${quote(b.text)} (${Math.round(overlap.w)}×${Math.round(overlap.h)} px at ${Math.round(overlap.x)},${Math.round(overlap.y)})`,
        });
      }
    }
  }
  return found;
}

/**
 * No text outside its card's padding box (a card that scrolls is exempt: its text is reachable; so
 * is one that truncates with an ellipsis: the cut is designed and shown).
 */
export function textOutsideCard(texts: readonly TextFragment[], cards: readonly CardBox[]): Violation[] {
  const byId = new Map(cards.map((c) => [c.id, c]));
  const found: Violation[] = [];
  const reported = new Set<number>();
  for (const t of texts) {
    if (t.card === null || reported.has(t.node)) continue;
    const card = byId.get(t.card);
    if (!card || card.scrolls || card.truncates) continue;
    const b = t.box;
    const c = card.box;
    const out = {
      left: c.x - b.x,
      right: b.x + b.w - (c.x + c.w),
      top: c.y - b.y,
      bottom: b.y + b.h - (c.y + c.h),
    };
    const sides = Object.entries(out).filter(([, px]) => px > EPS + 1);
    if (!sides.length) continue;
    reported.add(t.node);
    found.push({
      rule: 'text-outside-card',
      message: `${quote(t.text)} leaves its card ${card.label} (${sides.map(([side, px]) => `${Math.round(px)} px ${side}`).join(', ')})`,
    });
  }
  return found;
}

/** No sticky or fixed element taller than the viewport (its end would never be reachable). */
export function stickyTallerThanViewport(positioned: readonly PositionedBox[], viewportHeight: number): Violation[] {
  return positioned
    .filter((p) => p.box.h > viewportHeight + EPS)
    .map((p) => ({
      rule: 'sticky-taller-than-viewport',
      message: `${p.position} ${p.label} is ${Math.round(p.box.h)} px tall in a ${viewportHeight} px viewport`,
    }));
}

/** How many lines a run of boxes is laid out on (boxes whose vertical middles are within half a line). */
export function linesOf(rects: readonly Box[]): number {
  const middles = rects
    .filter((r) => r.w > 0 && r.h > 0)
    .map((r) => ({ mid: r.y + r.h / 2, h: r.h }))
    .sort((a, b) => a.mid - b.mid);
  let lines = 0;
  let last = Number.NEGATIVE_INFINITY;
  for (const { mid, h } of middles) {
    if (mid - last > h / 2) lines++;
    last = mid;
  }
  return lines;
}

/** No heading broken inside a word: a word's characters (a hyphenated compound is one word) on one line. */
export function headingsBrokenInWords(words: readonly HeadingWord[]): Violation[] {
  return words
    .filter((w) => linesOf(w.rects) > 1)
    .map((w) => ({ rule: 'heading-word-broken', message: `${quote(w.word)} is broken across lines in the heading ${quote(w.heading)}` }));
}

/** Side by side: their vertical ranges overlap and their horizontal ranges do not. */
const sideBySide = (a: Box, b: Box) => a.y < b.y + b.h && b.y < a.y + a.h && (a.x + a.w <= b.x + EPS || b.x + b.w <= a.x + EPS);

/** Columns of a timeline aligned: side-by-side items of one group have their headings' tops level. */
export function misalignedColumns(items: readonly AlignItem[], tolerance = 2): Violation[] {
  const groups = new Map<string, AlignItem[]>();
  for (const item of items) if (item.headingTop !== null) groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  const found: Violation[] = [];
  for (const list of groups.values()) {
    for (let i = 0; i < list.length; i++) {
      const a = list[i] as AlignItem;
      const b = list.find((other, j) => j > i && sideBySide(a.box, other.box));
      if (!b || a.headingTop === null || b.headingTop === null) continue;
      const delta = Math.abs(a.headingTop - b.headingTop);
      if (delta > tolerance)
        found.push({
          rule: 'columns-misaligned',
          message: `the heading of ${quote(b.label)} sits ${Math.round(delta)} px from that of ${quote(a.label)} in the same row`,
        });
    }
  }
  return found;
}

/** At desktop width, a visual of at least 200 × 150 px in the top 800 px of <main>. */
export function missingFirstScreenVisual(
  visuals: readonly VisualBox[],
  mainTop: number,
  { minW = 200, minH = 150, within = 800 } = {},
): Violation[] {
  const limit = mainTop + within;
  const fits = visuals.some(
    (v) => v.box.w >= minW && v.box.h >= minH && v.box.y >= mainTop - EPS && Math.min(v.box.y + v.box.h, limit) - v.box.y >= minH,
  );
  if (fits) return [];
  const largest = [...visuals].sort((a, b) => b.box.w * b.box.h - a.box.w * a.box.h)[0];
  return [
    {
      rule: 'first-screen-visual',
      message: `no visual of ${minW}×${minH} px or more in the top ${within} px of <main>${largest ? ` (largest: ${largest.tag} ${Math.round(largest.box.w)}×${Math.round(largest.box.h)} at ${Math.round(largest.box.y - mainTop)} px)` : ''}`,
    },
  ];
}

/**
 * No control over a picture's content: a button or link laid over an image, video, canvas or
 * drawing by 16 × 16 px or more (the control covers what the picture shows).
 */
export function controlsOverMedia(controls: readonly LabelledBox[], media: readonly LabelledBox[]): Violation[] {
  return controls.flatMap((c) => covers('control-over-media', c, media));
}

/** Where `layer` (a toast, a control) covers any of `targets` by 16 × 16 px or more. */
export function covers(rule: string, layer: LabelledBox, targets: readonly LabelledBox[], min = 16): Violation[] {
  return targets.flatMap((t) => {
    const o = intersection(layer.box, t.box);
    return o && o.w >= min && o.h >= min
      ? [{ rule, message: `${quote(layer.label)} covers ${Math.round(o.w)}×${Math.round(o.h)} px of ${t.label}` }]
      : [];
  });
}

/** Every rule over one page's boxes (the desktop visual rule only when asked). */
export function layoutViolations(c: Collected, { requireVisual = false } = {}): Violation[] {
  return [
    ...horizontalOverflow(c),
    ...textOverText(c.texts),
    ...textOutsideCard(c.texts, c.cards),
    ...stickyTallerThanViewport(c.positioned, c.viewport.h),
    ...headingsBrokenInWords(c.headingWords),
    ...misalignedColumns(c.align),
    ...controlsOverMedia(c.controls, c.media),
    ...(requireVisual ? missingFirstScreenVisual(c.visuals, c.mainTop) : []),
  ];
}

/** The image budget of a phone's first screen, in bytes (README "How the site looks"). */
export const FIRST_SCREEN_IMAGE_BYTES = 100 * 1024;
const RASTER = /\.(png|jpe?g|gif|bmp)(\?|#|$)/i;

/**
 * Images at a phone's first screen (`screenHeight` px): ≤ 100 KB of them in it, every `<img>`
 * with width and height, lazy below it, raster ones AVIF/WebP (PNG/JPEG only as a <picture>'s fallback).
 */
export function imageProblems(images: readonly ImageInfo[], screenHeight: number, budget = FIRST_SCREEN_IMAGE_BYTES): Violation[] {
  const found: Violation[] = [];
  const name = (src: string) => src.replace(/^https?:\/\/[^/]+/, '');
  const inFirstScreen = (img: ImageInfo) => img.box !== null && img.box.w > 0 && img.box.h > 0 && img.box.y < screenHeight;
  const firstScreen = images.filter(inFirstScreen);
  const bytes = firstScreen.reduce((sum, img) => sum + (img.bytes ?? 0), 0);
  if (bytes > budget)
    found.push({
      rule: 'image-budget',
      message: `${Math.round(bytes / 1024)} KB of images in the first screen (budget ${Math.round(budget / 1024)} KB): ${firstScreen.map((i) => `${name(i.src)} ${Math.round((i.bytes ?? 0) / 1024)} KB`).join(', ')}`,
    });
  for (const img of images) {
    if (!img.hasWidth || !img.hasHeight)
      found.push({ rule: 'image-dimensions', message: `${name(img.src)} has no ${img.hasWidth ? 'height' : 'width'} attribute` });
    if (!inFirstScreen(img) && img.loading !== 'lazy')
      found.push({ rule: 'image-lazy', message: `${name(img.src)} is below the first screen but not loading="lazy"` });
    if (RASTER.test(img.src) && !img.modernSource)
      found.push({ rule: 'image-format', message: `${name(img.src)} is a PNG/JPEG/GIF without an AVIF/WebP source` });
  }
  return found;
}
