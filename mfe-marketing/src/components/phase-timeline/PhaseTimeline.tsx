import { Badge, Checklist, Icon, useReveal } from '@meranti/design-system';
import type { Phase } from '../content.schema';
import { KeepCompounds } from '../shared/KeepCompounds';
import {
  StyledOutcome,
  StyledStep,
  StyledStepBody,
  StyledStepMeta,
  StyledStepNumber,
  StyledSteps,
  StyledStepText,
  StyledStepTitle,
} from './styled/StyledPhaseTimeline';

export interface PhaseTimelineProps {
  readonly phases: readonly Phase[];
  /** Word before each number, e.g. "Phase" → "Phase 1", "Step" → "Step 2". */
  readonly stepLabel: string;
  /** Label of a phase's outcome line (shown only for phases that have one), e.g. "Outcome". */
  readonly outcomeLabel?: string;
  /** Level of the phase titles. Default 3 (under the section's h2). */
  readonly headingLevel?: 3 | 4;
  /** Accessible name of the list, when the section heading does not already say what it is. */
  readonly 'aria-label'?: string;
  /**
   * Which phase is "now" or the first milestone: its node is drawn in amber (art direction,
   * "Timelines"). Default none.
   */
  readonly currentIndex?: number;
}

/**
 * A numbered, phased plan: implementation phases with their durations (weeks 1-2, days 31-60,
 * ongoing …), method steps or a workflow. From lg a row of equal columns on one track, whose
 * labels, titles, texts and outcomes each sit on one line across the columns (CSS subgrid: a
 * shorter text never moves a column up or down); a vertical track on the left below lg.
 * The columns carry `data-align-group`, so the layout gate checks that their titles align.
 */
export function PhaseTimeline({
  phases,
  stepLabel,
  outcomeLabel,
  headingLevel = 3,
  'aria-label': ariaLabel,
  currentIndex,
}: PhaseTimelineProps) {
  const ref = useReveal<HTMLOListElement>();
  return (
    <StyledSteps ref={ref} data-count={phases.length} data-wrap={phases.length > 5} aria-label={ariaLabel}>
      {phases.map((phase, i) => (
        <StyledStep key={phase.title} data-align-group="phase-timeline" data-current={i === currentIndex || undefined}>
          <StyledStepNumber aria-hidden="true">{i + 1}</StyledStepNumber>
          <StyledStepBody>
            <StyledStepMeta>
              <span>
                {stepLabel} {i + 1}
              </span>
              {phase.duration && <Badge $tone="neutral">{phase.duration}</Badge>}
            </StyledStepMeta>
            <StyledStepTitle as={`h${headingLevel}`}>
              <KeepCompounds text={phase.title} />
            </StyledStepTitle>
            <StyledStepText>{phase.description}</StyledStepText>
            {phase.items && <Checklist items={phase.items} $gap={2} data-part="items" />}
            {phase.outcome && (
              <StyledOutcome>
                <Icon name="Target" size={18} />
                <span>
                  {outcomeLabel && <strong>{outcomeLabel}: </strong>}
                  {phase.outcome}
                </span>
              </StyledOutcome>
            )}
          </StyledStepBody>
        </StyledStep>
      ))}
    </StyledSteps>
  );
}
