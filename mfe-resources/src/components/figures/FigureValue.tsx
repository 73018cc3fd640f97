import { FigureBar } from './FigureBar';
import { figureScale } from './scale';

/**
 * A figure's value as the `dd` of its `dl` group, with its scale drawn under it when it has one
 * (a percentage, a range as its segment). The bar lives inside the `dd`: a group of a `dl` holds
 * only `dt` and `dd` elements.
 */
export function FigureValue({ value }: { readonly value: string }) {
  const scale = figureScale(value);
  return (
    <dd>
      {value}
      {scale && <FigureBar scale={scale} />}
    </dd>
  );
}
