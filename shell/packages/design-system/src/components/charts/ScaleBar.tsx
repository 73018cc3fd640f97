import type { HTMLAttributes } from 'react';
import { useReveal } from '../reveal/useReveal.ts';
import { clamp, pct } from './geometry.ts';
import { StyledScaleBar, StyledScaleCaption, StyledScaleTrack, StyledScaleValue } from './styled/StyledCharts.ts';

export interface ScaleBarProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The figure and the scale it is measured against (99 of 100, 5M of a month's 6M). */
  readonly value: number;
  readonly max: number;
  /** What the figure counts ("On-time delivery"): the figure's caption. */
  readonly label: string;
  /** The figure as the copy writes it ("99%", "5M+"). */
  readonly valueText: string;
  /** What the full track stands for ("of 100%", "a month's capacity"), printed beside the label. */
  readonly maxText?: string;
}

/**
 * A headline figure with a bar that shows its scale. The figure and its label are the text; the
 * bar only draws the proportion they already say, so it is hidden from assistive technology.
 */
export function ScaleBar({ value, max, label, valueText, maxText, ...rest }: ScaleBarProps) {
  const ref = useReveal<HTMLElement>();
  const share = max > 0 ? clamp(value / max, 0, 1) : 0;
  return (
    <StyledScaleBar ref={ref} {...rest}>
      <StyledScaleValue>{valueText}</StyledScaleValue>
      <StyledScaleTrack aria-hidden="true" width="100%" height="14" data-chart="scale">
        <rect className="track" x="0" y="3" width="100%" height="8" rx="4" />
        <rect className="fill" data-draw="grow" x="0" y="3" width={pct(share)} height="8" rx="4" />
        <circle className="end" data-draw="fade" cx={pct(share)} cy="7" r="6" />
      </StyledScaleTrack>
      <StyledScaleCaption>
        <span>{label}</span>
        {maxText && <span>{maxText}</span>}
      </StyledScaleCaption>
    </StyledScaleBar>
  );
}
