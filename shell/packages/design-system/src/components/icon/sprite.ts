/**
 * Build time only: the icon sprite — one <symbol> per icon name, drawn by ./icon-set.tsx — and
 * its content-hashed file name. Presentation attributes (stroke, stroke-width, line caps) are left
 * to the <svg> that uses a symbol, so one drawing serves every size and weight.
 */
import { createHash } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { iconNames } from './icon-names.ts';
import { iconSources } from './icon-set.tsx';

const INNER = /^<svg[^>]*>([\s\S]*)<\/svg>$/;

export function buildIconSprite(): { readonly svg: string; readonly fileName: string } {
  const symbols = iconNames.map((name) => {
    const markup = renderToStaticMarkup(createElement(iconSources[name]));
    const inner = INNER.exec(markup)?.[1];
    if (inner === undefined) throw new Error(`icon ${name}: unexpected markup`);
    return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
  const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 10);
  return { svg, fileName: `icons-${hash}.svg` };
}
