// Pixel size of a PNG, JPEG, WebP or AVIF file from its header, so the site check can compare an
// image with the size its tags declare. Anything else: null (the caller says it cannot tell).

/** @param {Buffer} buf @returns {{ width: number, height: number } | null} */
export function imageSize(buf) {
  return png(buf) ?? jpeg(buf) ?? webp(buf) ?? avif(buf);
}

/** PNG: the signature, then the IHDR chunk with width and height. */
function png(buf) {
  if (buf.length < 24 || buf.readUInt32BE(0) !== 0x89504e47 || buf.toString('ascii', 12, 16) !== 'IHDR') return null;
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

/** JPEG: the segments, walked to the first start-of-frame marker. */
function jpeg(buf) {
  if (buf.length < 4 || buf[0] !== 0xff || buf[1] !== 0xd8) return null;
  let i = 2;
  while (i + 9 < buf.length) {
    if (buf[i] !== 0xff) return null;
    const marker = buf[i + 1];
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    const length = buf.readUInt16BE(i + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { width: buf.readUInt16BE(i + 7), height: buf.readUInt16BE(i + 5) };
    i += 2 + length;
  }
  return null;
}

/** WebP (RIFF): the first chunk — VP8 (lossy), VP8L (lossless) or VP8X (extended: the canvas). */
function webp(buf) {
  if (buf.length < 30 || buf.toString('ascii', 0, 4) !== 'RIFF' || buf.toString('ascii', 8, 12) !== 'WEBP') return null;
  const chunk = buf.toString('ascii', 12, 16);
  // A key frame's start code (9d 01 2a), then 14-bit width and height.
  if (chunk === 'VP8 ' && buf[23] === 0x9d && buf[24] === 0x01 && buf[25] === 0x2a)
    return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
  // The signature byte 0x2f, then width − 1 and height − 1 in 14 bits each.
  if (chunk === 'VP8L' && buf[20] === 0x2f) {
    const bits = buf.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  // Flags (4 bytes), then canvas width − 1 and height − 1 in 24 bits each.
  if (chunk === 'VP8X') return { width: buf.readUIntLE(24, 3) + 1, height: buf.readUIntLE(27, 3) + 1 };
  return null;
}

/** The ISO base media boxes of buf[start, end): [type, start of the content, end]. */
function* boxes(buf, start, end) {
  let i = start;
  while (i + 8 <= end) {
    let size = buf.readUInt32BE(i);
    let header = 8;
    if (size === 1 && i + 16 <= end) {
      size = Number(buf.readBigUInt64BE(i + 8));
      header = 16;
    } else if (size === 0) size = end - i;
    if (size < header || i + size > end) return;
    yield [buf.toString('ascii', i + 4, i + 8), i + header, i + size];
    i += size;
  }
}

/**
 * AVIF (HEIF): a file whose ftyp names an AVIF brand; its size is the image spatial extents
 * property (meta › iprp › ipco › ispe) — the first one, the primary image's in what encoders write.
 */
function avif(buf) {
  const [first] = boxes(buf, 0, buf.length);
  if (first?.[0] !== 'ftyp') return null;
  const [, from, to] = first;
  const brands = [buf.toString('ascii', from, from + 4)];
  for (let i = from + 8; i + 4 <= to; i += 4) brands.push(buf.toString('ascii', i, i + 4));
  if (!brands.some((b) => b === 'avif' || b === 'avis')) return null;
  const find = (type, start, end) => {
    for (const box of boxes(buf, start, end)) if (box[0] === type) return box;
    return null;
  };
  const meta = find('meta', 0, buf.length);
  // meta and ispe are full boxes: a version and flags (4 bytes) before their content.
  const iprp = meta && find('iprp', meta[1] + 4, meta[2]);
  const ipco = iprp && find('ipco', iprp[1], iprp[2]);
  const ispe = ipco && find('ispe', ipco[1], ipco[2]);
  if (!ispe || ispe[2] - ispe[1] < 12) return null;
  return { width: buf.readUInt32BE(ispe[1] + 4), height: buf.readUInt32BE(ispe[1] + 8) };
}
