// Collects the boxes the layout rules (rules.ts) judge, in the page: `page.evaluate(collectLayout)`.
// Self-contained (Playwright sends the function's source to the browser): no imports at run time.
import type {
  AlignItem,
  Box,
  CardBox,
  Collected,
  HeadingWord,
  ImageInfo,
  LabelledBox,
  PositionedBox,
  TextFragment,
  VisualBox,
} from './rules';

export function collectLayout(): Collected & { images: ImageInfo[] } {
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  const sx = window.scrollX;
  const sy = window.scrollY;
  const boxOf = (r: DOMRect | DOMRectReadOnly): Box => ({ x: r.left + sx, y: r.top + sy, w: r.width, h: r.height });
  // Computed styles, layers and backgrounds are read for many elements more than once: each once.
  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (el: Element) => {
    let s = styles.get(el);
    if (!s) {
      s = getComputedStyle(el);
      styles.set(el, s);
    }
    return s;
  };
  const snippet = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  const label = (el: Element) => {
    const cls = typeof el.className === 'string' ? el.className.split(/\s+/).find((c) => c && !/^sc-|^[a-zA-Z]{5,7}$/.test(c)) : '';
    const text = snippet(el);
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls ? `.${cls}` : ''}>${text ? ` "${text}"` : ''}`;
  };

  /** Drawn and seen: not display:none, visibility:hidden, opacity 0, nor a 1 px visually hidden box. */
  const hiddenCache = new Map<Element, boolean>();
  const visuallyHidden = (el: Element | null): boolean => {
    if (!el || el === document.body) return false;
    const cached = hiddenCache.get(el);
    if (cached !== undefined) return cached;
    const s = styleOf(el);
    const r = el.getBoundingClientRect();
    const hidden =
      s.clipPath === 'inset(50%)' ||
      s.clip === 'rect(0px, 0px, 0px, 0px)' ||
      (r.width <= 1 && r.height <= 1 && s.overflow !== 'visible') ||
      visuallyHidden(el.parentElement);
    hiddenCache.set(el, hidden);
    return hidden;
  };
  const shown = (el: Element) =>
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true } as CheckVisibilityOptions) && !visuallyHidden(el);

  // ---- Horizontal overflow: elements sticking out of the viewport, unless an ancestor clips them.
  const clips = (el: Element) => {
    const s = styleOf(el);
    return s.overflowX !== 'visible' || s.contain.includes('paint');
  };
  const outside: LabelledBox[] = [];
  const reported = new Set<Element>();
  for (const el of document.body.querySelectorAll('*')) {
    if (el.closest('svg') && el.tagName.toLowerCase() !== 'svg') continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || (r.left >= -1 && r.right <= vw + 1)) continue;
    let clipped = false;
    let reportedAncestor = false;
    for (let a = el.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
      if (reported.has(a)) reportedAncestor = true;
      if (clips(a)) clipped = true;
    }
    if (clipped || reportedAncestor || !shown(el)) continue;
    reported.add(el);
    outside.push({ box: boxOf(r), label: label(el) });
  }

  // ---- Text fragments, each with its scope (top-level section + layer) and card.
  const main = document.querySelector('main');
  const roots = [main, ...[...document.querySelectorAll('header, footer')].filter((el) => !el.closest('main'))].filter(
    (el): el is HTMLElement => !!el,
  );
  const sectionOf = (el: Element, root: Element) => {
    let section: Element = root;
    for (let a: Element | null = el; a && a !== root; a = a.parentElement) if (a.parentElement === root) section = a;
    return section;
  };
  const ids = new Map<Element, number>();
  const idOf = (el: Element) => {
    if (!ids.has(el)) ids.set(el, ids.size);
    return ids.get(el) as number;
  };
  /** The nearest positioned layer: fixed, sticky or absolute, or relative with a z-index. */
  const layers = new Map<Element, Element>();
  const layerOf = (el: Element, root: Element): Element => {
    if (el === root) return root;
    const cached = layers.get(el);
    if (cached) return cached;
    const s = styleOf(el);
    const positioned =
      s.position === 'fixed' || s.position === 'sticky' || s.position === 'absolute' || (s.position === 'relative' && s.zIndex !== 'auto');
    const layer = positioned || !el.parentElement ? el : layerOf(el.parentElement, root);
    layers.set(el, layer);
    return layer;
  };
  const transparent = (c: string) => c === 'transparent' || /rgba\([^)]*,\s*0\)$/.test(c);
  const backgrounds = new Map<Element, string>();
  const backgroundOf = (el: Element | null): string => {
    if (!el) return 'rgb(255, 255, 255)';
    const cached = backgrounds.get(el);
    if (cached) return cached;
    const c = styleOf(el).backgroundColor;
    const background = transparent(c) ? backgroundOf(el.parentElement) : c;
    backgrounds.set(el, background);
    return background;
  };
  const cards = new Map<Element, CardBox>();
  /** A card: a block-level box that draws a border, a background of its own or a shadow, or clips. */
  const cardCache = new Map<Element, boolean>();
  const isCard = (el: Element) => {
    const cached = cardCache.get(el);
    if (cached !== undefined) return cached;
    const result = drawsABox(el);
    cardCache.set(el, result);
    return result;
  };
  const drawsABox = (el: Element) => {
    const s = styleOf(el);
    if (s.display === 'inline' || s.display === 'contents' || el.closest('svg')) return false;
    const border = ['Top', 'Right', 'Bottom', 'Left'].some(
      (side) =>
        Number.parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
        !transparent(s.getPropertyValue(`border-${side.toLowerCase()}-color`)),
    );
    const background =
      (!transparent(s.backgroundColor) && s.backgroundColor !== backgroundOf(el.parentElement)) || s.backgroundImage !== 'none';
    return border || background || s.boxShadow !== 'none' || s.overflowX !== 'visible' || s.overflowY !== 'visible';
  };
  const cardOf = (el: Element, root: Element): number | null => {
    for (let a: Element | null = el; a && a !== root.parentElement; a = a.parentElement) {
      if (!isCard(a)) continue;
      if (!cards.has(a)) {
        const s = styleOf(a);
        const r = a.getBoundingClientRect();
        const bl = Number.parseFloat(s.borderLeftWidth);
        const bt = Number.parseFloat(s.borderTopWidth);
        cards.set(a, {
          id: idOf(a),
          box: boxOf(
            new DOMRect(
              r.left + bl,
              r.top + bt,
              r.width - bl - Number.parseFloat(s.borderRightWidth),
              r.height - bt - Number.parseFloat(s.borderBottomWidth),
            ),
          ),
          label: label(a),
          scrolls: ['auto', 'scroll'].includes(s.overflowX) || ['auto', 'scroll'].includes(s.overflowY),
          truncates:
            (s.overflowX !== 'visible' || s.overflowY !== 'visible') &&
            (s.textOverflow === 'ellipsis' || !['none', ''].includes(s.getPropertyValue('-webkit-line-clamp'))),
        });
      }
      return idOf(a);
    }
    return null;
  };
  const texts: TextFragment[] = [];
  const textNodes = new Map<Text, number>();
  const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TITLE', 'TEXTAREA', 'OPTION']);
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent || !node.data.trim() || SKIP.has(parent.tagName) || !shown(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const id = textNodes.size;
      textNodes.set(node, id);
      const scope = `${idOf(sectionOf(parent, root))}/${idOf(layerOf(parent, root))}`;
      const card = cardOf(parent, root);
      const cardBox = card === null ? null : [...cards.values()].find((c) => c.id === card);
      for (const r of range.getClientRects()) {
        if (r.width <= 0.5 || r.height <= 0.5) continue;
        const b = boxOf(r);
        // A line a truncating card hides (past its clamp) is not seen: it overlaps nothing.
        if (cardBox?.truncates && (b.y >= cardBox.box.y + cardBox.box.h - 1 || b.x >= cardBox.box.x + cardBox.box.w - 1)) continue;
        texts.push({ box: b, text: node.data.replace(/\s+/g, ' ').trim(), node: id, scope, card });
      }
    }
  }

  // ---- Sticky and fixed boxes.
  const positioned: PositionedBox[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    const position = styleOf(el).position;
    if ((position === 'sticky' || position === 'fixed') && shown(el)) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) positioned.push({ box: boxOf(r), position, label: label(el) });
    }
  }

  // ---- Heading words: where each word's characters were laid out.
  const headingWords: HeadingWord[] = [];
  for (const heading of document.querySelectorAll('h1, h2, h3, h4')) {
    if (!shown(heading)) continue;
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (!node.parentElement || !shown(node.parentElement)) continue;
      for (const m of node.data.matchAll(/\S+/g)) {
        if (m[0].length < 2) continue;
        const range = document.createRange();
        range.setStart(node, m.index ?? 0);
        range.setEnd(node, (m.index ?? 0) + m[0].length);
        headingWords.push({ heading: snippet(heading), word: m[0], rects: [...range.getClientRects()].map(boxOf) });
      }
    }
  }

  // ---- Rows of columns whose headings must line up: data-align-group, and the items of an <ol>.
  const align: AlignItem[] = [];
  const headingTop = (el: Element) => {
    const h = el.querySelector('[data-align-heading], h1, h2, h3, h4, h5, h6');
    return h && shown(h) ? h.getBoundingClientRect().top + sy : null;
  };
  for (const el of document.querySelectorAll('[data-align-group]'))
    if (shown(el))
      align.push({
        group: `g:${el.getAttribute('data-align-group')}`,
        box: boxOf(el.getBoundingClientRect()),
        headingTop: headingTop(el),
        label: snippet(el),
      });
  for (const ol of document.querySelectorAll('main ol')) {
    const items = [...ol.children].filter((li) => li.tagName === 'LI' && !li.hasAttribute('data-align-group') && shown(li));
    if (items.length >= 2)
      for (const li of items)
        align.push({ group: `ol:${idOf(ol)}`, box: boxOf(li.getBoundingClientRect()), headingTop: headingTop(li), label: snippet(li) });
  }

  // ---- Pictures in <main>, and the controls that might sit on them.
  const mainTop = main ? main.getBoundingClientRect().top + sy : 0;
  const visuals: VisualBox[] = [];
  if (main)
    for (const el of main.querySelectorAll('img, svg, video, canvas, [role="img"]')) {
      if (el.parentElement?.closest('svg') || !shown(el)) continue;
      visuals.push({ box: boxOf(el.getBoundingClientRect()), tag: el.tagName.toLowerCase(), label: label(el) });
    }
  const controlSelector = 'button, a[href], [role="button"]';
  const controls: LabelledBox[] = [];
  const media: LabelledBox[] = [];
  if (main) {
    for (const el of main.querySelectorAll(controlSelector))
      if (shown(el) && !el.closest('svg'))
        controls.push({ box: boxOf(el.getBoundingClientRect()), label: snippet(el) || el.getAttribute('aria-label') || label(el) });
    for (const el of main.querySelectorAll('img, video, canvas, svg[role="img"]')) {
      const r = el.getBoundingClientRect();
      if (!shown(el) || r.width < 48 || r.height < 48 || el.closest(controlSelector)) continue;
      media.push({ box: boxOf(r), label: label(el) });
    }
  }

  // ---- Images: dimensions, loading, format, bytes.
  const images: ImageInfo[] = [...document.images].map((img) => {
    const src = img.currentSrc || img.src;
    const entry = performance.getEntriesByName(src)[0] as PerformanceResourceTiming | undefined;
    const r = img.getBoundingClientRect();
    return {
      src,
      box: r.width > 0 && r.height > 0 && shown(img) ? boxOf(r) : null,
      hasWidth: img.hasAttribute('width'),
      hasHeight: img.hasAttribute('height'),
      loading: img.getAttribute('loading') ?? 'eager',
      modernSource: !!img.closest('picture')?.querySelector('source[type="image/avif"], source[type="image/webp"]'),
      bytes: entry ? entry.encodedBodySize || entry.transferSize : null,
    };
  });

  return {
    viewport: { w: vw, h: vh },
    documentWidth: document.documentElement.scrollWidth,
    outside,
    texts,
    cards: [...cards.values()],
    positioned,
    headingWords,
    align,
    mainTop,
    visuals,
    controls,
    media,
    images,
  };
}
