import { type CSSProperties, type HTMLAttributes, type ReactNode, useId } from 'react';
import { useReveal } from '../reveal/useReveal.ts';
import { pct, timelineLayout, timelineScale } from './geometry.ts';
import {
  StyledTimeline,
  StyledTimelineItems,
  StyledTimelineLabel,
  StyledTimelineNode,
  StyledTimelineOutcome,
  StyledTimelineScale,
  StyledTimelineStep,
  StyledTimelineSteps,
  StyledTimelineText,
  StyledTimelineTitle,
} from './styled/StyledTimeline.ts';

export interface TimelineStep {
  /** When, as the copy writes it ("Days 1-30", "Weeks 3-6", "Ongoing"). */
  readonly label: string;
  readonly title: string;
  readonly description?: ReactNode;
  readonly items?: readonly ReactNode[];
  readonly outcome?: ReactNode;
  /** The phase's first and last unit (inclusive): drawn to scale when every phase has them. */
  readonly start?: number;
  /** Leave out on the last phase for an open-ended one ("Ongoing"). */
  readonly end?: number;
}

export interface TimelineProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The list's accessible name ("120-day roadmap"). */
  readonly ariaLabel: string;
  readonly steps: readonly TimelineStep[];
  /** The unit of `start`/`end`, printed after the last tick of the scale. */
  readonly unit?: 'days' | 'weeks';
  /** The phase that is "now" (amber); default the first milestone. */
  readonly currentIndex?: number;
  /** Level of the phase titles (default 3, under the section's h2). */
  readonly headingLevel?: 3 | 4;
  /** Shown before a phase's outcome ("Outcome"). */
  readonly outcomeLabel?: string;
}

/** The grid rows a timeline uses, in order: only the parts some phase has (no empty gaps). */
export function timelineRows(steps: readonly TimelineStep[]) {
  const parts = ['node', 'label', 'title', 'description', 'items', 'outcome'] as const;
  const used = parts.filter((part) =>
    part === 'node' || part === 'label' || part === 'title' ? true : steps.some((s) => s[part] !== undefined && s[part] !== null),
  );
  return Object.fromEntries(used.map((part, i) => [part, i + 1])) as Partial<Record<(typeof parts)[number], number>>;
}

/** A part's row in the phase's grid, as a custom property (the vertical layout ignores it). */
const row = (index: number | undefined) => ({ '--row': index }) as CSSProperties;

/**
 * A plan in phases: a track with a node per phase, every phase column the same width and its
 * parts on shared rows (headings on one line whatever the text above them), "now" in amber. When
 * every phase has `start`/`end`, a scale above draws their durations to scale. Vertical on the
 * left under md (lg for five or six phases; always for more). Each phase carries
 * `data-align-group`, which the layout gate uses to check the headings line up.
 */
export function Timeline({ ariaLabel, steps, unit, currentIndex = 0, headingLevel = 3, outcomeLabel, ...rest }: TimelineProps) {
  const group = useId();
  const ref = useReveal<HTMLDivElement>();
  const rows = timelineRows(steps);
  const scale = timelineScale(steps);
  const layout = timelineLayout(steps.length);
  const lastTick = scale ? scale.findLastIndex((seg) => seg.endValue !== null) : -1;
  return (
    <StyledTimeline
      ref={ref}
      data-layout={layout}
      style={{ '--steps': steps.length, '--rows': Object.keys(rows).length } as CSSProperties}
      {...rest}
    >
      {scale && (
        <StyledTimelineScale aria-hidden="true" width="100%" height="40" data-chart="timeline-scale">
          <rect className="rail" x="0" y="8" width="100%" height="8" rx="4" />
          {scale.map((seg, i) => (
            <rect
              // biome-ignore lint/suspicious/noArrayIndexKey: phases are positional
              key={i}
              className={i === currentIndex ? 'seg-now' : seg.open ? 'seg-open' : i % 2 ? 'seg-alt' : 'seg'}
              data-draw="grow"
              x={pct(seg.x)}
              y="8"
              width={pct(seg.width)}
              height="8"
              rx="4"
            />
          ))}
          <text x="0" y="36">
            0
          </text>
          {scale.map((seg, i) =>
            seg.endValue === null ? null : (
              // biome-ignore lint/suspicious/noArrayIndexKey: phases are positional
              <text key={i} x={pct(seg.x + seg.width)} y="36" textAnchor={seg.x + seg.width > 0.97 ? 'end' : 'middle'}>
                {i === lastTick && unit ? `${seg.endValue} ${unit}` : seg.endValue}
              </text>
            ),
          )}
        </StyledTimelineScale>
      )}
      <StyledTimelineSteps aria-label={ariaLabel}>
        {steps.map((step, i) => (
          <StyledTimelineStep key={step.title} data-align-group={group} data-now={i === currentIndex || undefined}>
            <StyledTimelineNode aria-hidden="true" style={row(rows.node)} />
            <StyledTimelineLabel style={row(rows.label)}>{step.label}</StyledTimelineLabel>
            <StyledTimelineTitle as={`h${headingLevel}`} style={row(rows.title)}>
              {step.title}
            </StyledTimelineTitle>
            {step.description !== undefined && <StyledTimelineText style={row(rows.description)}>{step.description}</StyledTimelineText>}
            {step.items && (
              <StyledTimelineItems role="list" style={row(rows.items)}>
                {step.items.map((item, k) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static content
                  <li key={k}>{item}</li>
                ))}
              </StyledTimelineItems>
            )}
            {step.outcome !== undefined && (
              <StyledTimelineOutcome style={row(rows.outcome)}>
                {outcomeLabel && <strong>{outcomeLabel}: </strong>}
                {step.outcome}
              </StyledTimelineOutcome>
            )}
          </StyledTimelineStep>
        ))}
      </StyledTimelineSteps>
    </StyledTimeline>
  );
}
