import { css, keyframes, styled } from 'styled-components';

const enter = keyframes`
  from { opacity: 0; transform: translateY(0.5rem); }
  to { opacity: 1; transform: none; }
`;
const growX = keyframes`
  from { transform: scaleX(0); }
  to { transform: none; }
`;

/**
 * The horizontal layout (a row of equal columns whose parts share rows through subgrid, so every
 * heading sits on one line). `data-layout` says from which width it applies: md, lg, or never.
 */
const horizontal = css`
  & > ol {
    grid-template-columns: repeat(var(--steps), minmax(0, 1fr));
    grid-template-rows: repeat(var(--rows), auto);
    column-gap: ${({ theme }) => theme.space[6]};
    row-gap: ${({ theme }) => theme.space[3]};
  }
  & > ol > li {
    grid-row: 1 / span var(--rows);
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: subgrid;
    row-gap: inherit;
    padding: 0;
  }
  & > ol > li > * {
    grid-column: 1;
    grid-row: var(--row);
  }
  /* The track: from each node to the next column's node. */
  & > ol > li:not(:last-child)::before {
    top: calc(var(--node) / 2 - ${({ theme }) => theme.sizes.hairline});
    bottom: auto;
    left: calc(var(--node) + ${({ theme }) => theme.space[2]});
    right: calc(${({ theme }) => theme.space[2]} - ${({ theme }) => theme.space[6]});
    width: auto;
    height: ${({ theme }) => theme.sizes.borderThick};
  }
`;

export const StyledTimeline = styled.div`
  --node: ${({ theme }) => theme.space[4]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;

  &[data-layout='md'] {
    ${({ theme }) => theme.mq.md} {
      ${horizontal}
    }
  }
  &[data-layout='lg'] {
    ${({ theme }) => theme.mq.lg} {
      ${horizontal}
    }
  }

  ${({ theme }) => theme.mq.motionOk} {
    &[data-reveal='pending'] > ol > li,
    &[data-reveal='pending'] [data-draw] {
      opacity: 0;
    }
    &[data-reveal='shown'] > ol > li {
      animation: ${enter} calc(${({ theme }) => theme.motion.slow} * 2) ${({ theme }) => theme.motion.ease} backwards;
    }
    ${Array.from({ length: 7 }, (_, i) => `&[data-reveal='shown'] > ol > li:nth-child(${i + 2}) { animation-delay: ${(i + 1) * 0.12}s; }`).join('\n')}
    &[data-reveal='shown'] [data-draw] {
      animation: ${growX} calc(${({ theme }) => theme.motion.slow} * 3) ${({ theme }) => theme.motion.ease} backwards;
    }
  }
`;

/** The durations to scale: a rail, a segment per phase, the unit count at each phase's end. */
export const StyledTimelineScale = styled.svg`
  display: block;
  width: 100%;
  overflow: visible;

  & text {
    fill: var(--ds-muted);
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  & .rail {
    fill: ${({ theme }) => theme.colors.slate[200]};
  }
  & .seg {
    fill: ${({ theme }) => theme.colors.primary[500]};
  }
  & .seg-alt {
    fill: ${({ theme }) => theme.colors.primary[300]};
  }
  & .seg-now {
    fill: ${({ theme }) => theme.colors.accent[400]};
  }
  & .seg-open {
    fill: ${({ theme }) => theme.colors.slate[300]};
  }
  & :is(.seg, .seg-alt, .seg-now, .seg-open) {
    stroke: ${({ theme }) => theme.colors.white};
    stroke-width: ${({ theme }) => theme.sizes.borderThick};
    transform-box: fill-box;
    transform-origin: 0 50%;
  }
`;

/** The phases: stacked with a vertical track on the left by default. */
export const StyledTimelineSteps = styled.ol`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledTimelineStep = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: var(--node) minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space[4]};
  row-gap: ${({ theme }) => theme.space[2]};
  align-content: start;
  min-width: 0;

  & > * {
    grid-column: 2;
  }

  /* The track, down to the next phase's node. */
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    top: calc(var(--node) + ${({ theme }) => theme.space[1]});
    bottom: calc(${({ theme }) => theme.space[1]} - ${({ theme }) => theme.space[6]});
    left: calc(var(--node) / 2 - ${({ theme }) => theme.sizes.hairline});
    width: ${({ theme }) => theme.sizes.borderThick};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primary[200]};
  }
`;

export const StyledTimelineNode = styled.span`
  && {
    grid-column: 1;
    grid-row: 1 / span 2;
  }
  width: var(--node);
  height: var(--node);
  margin-top: ${({ theme }) => theme.space[0.5]};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: inset 0 0 0 ${({ theme }) => theme.sizes.borderThick} ${({ theme }) => theme.colors.primary[500]};

  li[data-now] > & {
    background: ${({ theme }) => theme.colors.accent[400]};
    box-shadow: 0 0 0 ${({ theme }) => theme.space[1]} ${({ theme }) => theme.colors.accent[100]};
  }
`;

export const StyledTimelineLabel = styled.p`
  color: var(--ds-brand);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-transform: uppercase;
`;

export const StyledTimelineTitle = styled.h3`
  color: var(--ds-heading);
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-wrap: balance;
`;

export const StyledTimelineText = styled.p`
  color: var(--ds-muted);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

/** Deliverables of a phase: neutral dots (they are tasks, not achievements). */
export const StyledTimelineItems = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
  margin: 0;
  padding: 0;
  list-style: none;
  color: var(--ds-text);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};

  & > li {
    position: relative;
    padding-inline-start: ${({ theme }) => theme.space[4]};
  }
  & > li::before {
    content: '';
    position: absolute;
    top: 0.5em;
    left: 0;
    width: ${({ theme }) => theme.space[1.5]};
    height: ${({ theme }) => theme.space[1.5]};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.primary[400]};
  }
`;

export const StyledTimelineOutcome = styled.p`
  align-self: start;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-inline-start: ${({ theme }) => theme.sizes.borderThick} solid ${({ theme }) => theme.colors.primary[400]};
  border-radius: ${({ theme }) => `0 ${theme.radii.sm} ${theme.radii.sm} 0`};
  background: ${({ theme }) => theme.colors.primary[50]};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;
