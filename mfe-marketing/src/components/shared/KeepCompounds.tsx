import { Fragment } from 'react';
import { styled } from 'styled-components';

/** A hyphenated compound kept on one line. */
const StyledCompound = styled.span`
  white-space: nowrap;
`;

/** Words joined by a hyphen ("multi-carrier", "end-to-end", "e-commerce"). */
const COMPOUND = /(\S+-\S+)/;

/**
 * A heading's text with each hyphenated compound kept on one line, so a title never breaks inside
 * a word ("Multi- / Carrier"). The characters stay the copy's own: only the line breaks change.
 */
export function KeepCompounds({ text }: { readonly text: string }) {
  const parts = text.split(COMPOUND);
  if (parts.length === 1) return text;
  return parts.map((part, i) =>
    // Parts at odd indexes are the compounds the split captured; the order never changes.
    // biome-ignore lint/suspicious/noArrayIndexKey: static text, split the same way every render
    i % 2 === 1 ? <StyledCompound key={i}>{part}</StyledCompound> : <Fragment key={i}>{part}</Fragment>,
  );
}
