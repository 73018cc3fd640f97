import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { StyledCompound } from './styled/StyledCompound.ts';

/** A hyphenated compound: letters or digits joined by hyphens ("multi-carrier", "end-to-end", "e-commerce"). */
const COMPOUND = /[\p{L}\p{N}’']+(?:-[\p{L}\p{N}’']+)+/gu;

/** `text` cut into plain runs and compounds, in order (the characters are the text's own). */
export function splitCompounds(text: string): { readonly text: string; readonly compound: boolean }[] {
  const parts: { text: string; compound: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(COMPOUND)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start), compound: false });
    parts.push({ text: match[0], compound: true });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), compound: false });
  return parts;
}

/**
 * A heading's children with every hyphenated compound kept on one line (a no-wrap span), so a
 * heading never breaks "multi- / carrier". The text content is unchanged. Goes into elements
 * (a highlighted phrase inside a title) but not into SVG.
 */
export function keepCompounds(children: ReactNode): ReactNode {
  return Children.map(children, (child) => {
    if (typeof child === 'string') {
      const parts = splitCompounds(child);
      if (!parts.some((p) => p.compound)) return child;
      return parts.map((p, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string, in order
        p.compound ? <StyledCompound key={i}>{p.text}</StyledCompound> : p.text,
      );
    }
    if (isValidElement(child) && child.type !== 'svg') {
      const element = child as ReactElement<{ children?: ReactNode }>;
      const inner = element.props.children;
      if (inner === undefined || typeof inner === 'function') return child;
      return cloneElement(element, undefined, keepCompounds(inner));
    }
    return child;
  });
}
