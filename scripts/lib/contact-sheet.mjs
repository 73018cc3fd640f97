// A contact sheet: the first screen of every page as a thumbnail, labelled with its route, in one
// WebP per width (`npm run shots -- --contact-sheet`, docs/design/contact-sheet-*.webp).
import sharp from 'sharp';

/**
 * `text` cut to `chars` characters (the 12 px monospace label is ~7.2 px a character), keeping its
 * end: a route's last segment is what tells two pages apart.
 */
export const fitLabel = (text, chars) => (text.length > chars ? `…${text.slice(text.length - chars + 1)}` : text);
const escapeXml = (s) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Thumbnail size and columns for a viewport: a sheet about 1,600 px wide. */
export function sheetLayout({ width, height }) {
  const scale = width > 800 ? 0.2 : 0.4;
  const thumb = { w: Math.round(width * scale), h: Math.round(height * scale) };
  const columns = Math.max(1, Math.floor(1600 / (thumb.w + 16)));
  return { thumb, columns, gap: 16, label: 22 };
}

/**
 * Composes `shots` ({ route, png: Buffer }, viewport-sized screenshots) into one WebP: a grid of
 * thumbnails, each with its route above it. Returns the WebP's bytes.
 */
export async function composeContactSheet(shots, viewport, { title = '', quality = 72 } = {}) {
  const { thumb, columns, gap, label } = sheetLayout(viewport);
  const rows = Math.ceil(shots.length / columns);
  const header = title ? 40 : 0;
  const width = columns * (thumb.w + gap) + gap;
  const height = header + rows * (thumb.h + label + gap) + gap;
  const tiles = await Promise.all(
    shots.map(async ({ route, png }, i) => {
      const x = gap + (i % columns) * (thumb.w + gap);
      const y = header + gap + Math.floor(i / columns) * (thumb.h + label + gap);
      const image = await sharp(png).resize(thumb.w, thumb.h, { fit: 'cover', position: 'top' }).png().toBuffer();
      return { x, y, route, image };
    }),
  );
  const labels = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${
    title
      ? `<text x="${gap}" y="28" font-family="DejaVu Sans, Arial, sans-serif" font-size="18" font-weight="700" fill="#0B1B2B">${escapeXml(title)}</text>`
      : ''
  }${tiles
    .map(
      (t) =>
        `<text x="${t.x}" y="${t.y + 15}" font-family="DejaVu Sans Mono, monospace" font-size="12" fill="#334155">${escapeXml(fitLabel(t.route, Math.floor(thumb.w / 7.3)))}</text><rect x="${t.x - 0.5}" y="${t.y + label - 0.5}" width="${thumb.w + 1}" height="${thumb.h + 1}" fill="none" stroke="#CBD5E1"/>`,
    )
    .join('')}</svg>`;
  return sharp({ create: { width, height, channels: 3, background: '#F1F5F9' } })
    .composite([...tiles.map((t) => ({ input: t.image, left: t.x, top: t.y + label })), { input: Buffer.from(labels), left: 0, top: 0 }])
    .webp({ quality, effort: 6 })
    .toBuffer();
}
