// What the site check needs to know about one prerendered page, read with a real HTML parser
// (parse5, the algorithm browsers use) rather than patterns: head tags, headings, ids, links,
// images and structured data.
import { parse } from 'parse5';

const attrsOf = (el) => Object.fromEntries(el.attrs.map((a) => [a.name, a.value]));

/** Every element under `node`, in document order (template contents are not part of the page). */
function* elements(node) {
  for (const child of node.childNodes ?? []) {
    if (!child.tagName) continue;
    yield child;
    yield* elements(child);
  }
}

const textOf = (node) => {
  if (node.nodeName === '#text') return node.value;
  return (node.childNodes ?? []).map(textOf).join('');
};

const find = (node, tag) => (node.childNodes ?? []).find((c) => c.tagName === tag);

/**
 * @typedef {object} PageFacts
 * @property {string[]} titles          texts of the <title> elements in <head>
 * @property {number} bodyTitles        <title> elements outside <head> (a sign of a head tag left in the page)
 * @property {string[]} descriptions    contents of <meta name="description">
 * @property {string[]} robots          contents of <meta name="robots">
 * @property {string[]} canonicals      hrefs of <link rel="canonical">
 * @property {Record<string, string[]>} meta  Open Graph, Twitter and article tags: property/name → contents
 * @property {string[]} h1s             texts of the <h1> elements in <body>
 * @property {Set<string>} ids          every id in the document
 * @property {{ href: string | undefined, text: string }[]} links   <a> and <area> elements
 * @property {{ tag: string, src: string | undefined, poster: string | undefined, alt: string | undefined, width: string | undefined, height: string | undefined, decorative: boolean }[]} images
 * @property {string[]} uses            hrefs of SVG <use> elements (icons from the sprite)
 * @property {string[]} jsonLd          texts of <script type="application/ld+json">
 * @property {string | undefined} lang  <html lang>
 */

/** @returns {PageFacts} */
export function pageFacts(html) {
  const doc = parse(html);
  const htmlEl = find(doc, 'html');
  const head = htmlEl && find(htmlEl, 'head');
  const body = htmlEl && find(htmlEl, 'body');
  const facts = {
    titles: [],
    bodyTitles: 0,
    descriptions: [],
    robots: [],
    canonicals: [],
    meta: {},
    h1s: [],
    ids: new Set(),
    links: [],
    images: [],
    uses: [],
    jsonLd: [],
    lang: htmlEl ? attrsOf(htmlEl).lang : undefined,
  };
  const addMeta = (key, value) => {
    facts.meta[key] ??= [];
    facts.meta[key].push(value ?? '');
  };

  for (const el of head ? elements(head) : []) {
    const a = attrsOf(el);
    if (el.tagName === 'title') facts.titles.push(textOf(el));
    else if (el.tagName === 'meta' && a.name === 'description') facts.descriptions.push(a.content ?? '');
    else if (el.tagName === 'meta' && a.name === 'robots') facts.robots.push(a.content ?? '');
    else if (el.tagName === 'meta' && a.property) addMeta(a.property, a.content);
    else if (el.tagName === 'meta' && a.name?.startsWith('twitter:')) addMeta(a.name, a.content);
    else if (el.tagName === 'link' && a.rel?.split(/\s+/).includes('canonical')) facts.canonicals.push(a.href ?? '');
  }

  for (const el of elements(doc)) {
    const a = attrsOf(el);
    if (a.id !== undefined) facts.ids.add(a.id);
    if (el.tagName === 'script' && a.type === 'application/ld+json') facts.jsonLd.push(textOf(el));
  }

  for (const el of body ? elements(body) : []) {
    const a = attrsOf(el);
    switch (el.tagName) {
      case 'title':
        facts.bodyTitles += 1;
        break;
      case 'h1':
        facts.h1s.push(textOf(el).trim());
        break;
      case 'a':
      case 'area':
        facts.links.push({ href: a.href, text: textOf(el).trim() });
        break;
      case 'use':
        facts.uses.push(a.href ?? a['xlink:href'] ?? '');
        break;
      case 'img':
      case 'video':
        facts.images.push({
          tag: el.tagName,
          src: a.src,
          // A poster the page sets later (the MCPMS clips: data-poster) is checked like one in place.
          poster: a.poster ?? a['data-poster'],
          alt: a.alt,
          width: a.width,
          height: a.height,
          decorative: a['aria-hidden'] === 'true' || a.role === 'presentation' || a.role === 'none',
        });
        break;
    }
  }
  return facts;
}
