import { surfaceVars } from '@meranti/design-system';
import { keyframes, styled } from 'styled-components';

const pulse = keyframes`
  0% { transform: scale(1); opacity: 0.7; }
  100% { transform: scale(2.6); opacity: 0; }
`;

const float = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(calc(-1 * var(--home-float))); }
`;

const flow = keyframes`
  to { stroke-dashoffset: -24; }
`;

export const StyledNetworkCard = styled.figure`
  ${surfaceVars('dark', false)}
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
  border-radius: ${({ theme }) => theme.radii.lg};
  background:
    radial-gradient(ellipse 80% 60% at 20% 0%, ${({ theme }) => theme.colors.ink700} 0%, transparent 70%),
    linear-gradient(160deg, ${({ theme }) => theme.colors.ink800} 0%, ${({ theme }) => theme.colors.ink} 100%);
  box-shadow: ${({ theme }) => theme.shadows.xl};

  ${({ theme }) => theme.mq.sm} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

export const StyledNetworkHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const StyledNetworkTitle = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: var(--ds-heading);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  & > svg {
    color: var(--ds-brand);
  }
`;

export const StyledLive = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: var(--ds-hover);
  color: ${({ theme }) => theme.colors.primary[200]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;

export const StyledLiveDot = styled.span`
  position: relative;
  width: ${({ theme }) => theme.space[2]};
  height: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary[300]};

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
    background: inherit;
  }

  /* A live dot pulses three times, then rests (art direction, "Motion"). */
  ${({ theme }) => theme.mq.motionOk} {
    &::after {
      animation: ${pulse} 1.8s ${({ theme }) => theme.motion.ease} 3;
    }
  }
`;

export const StyledMap = styled.div`
  position: relative;
  border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ink};
  overflow: hidden;

  /* The dot map (an image of the area's build) under the hubs and lanes the card draws. */
  & > img {
    position: absolute;
    inset: 0;
  }

  & > svg {
    position: relative;
    display: block;
    width: 100%;
    height: auto;
  }

  .route {
    fill: none;
    stroke: ${({ theme }) => theme.colors.primary[400]};
    stroke-width: 1.5;
    stroke-linecap: round;
    stroke-dasharray: 4 8;
    opacity: 0.85;
  }

  .route--secondary {
    stroke: ${({ theme }) => theme.colors.accent[400]};
    opacity: 0.6;
  }

  .node {
    fill: ${({ theme }) => theme.colors.primary[300]};
  }

  .node-halo {
    fill: ${({ theme }) => theme.colors.primary[400]};
    opacity: 0.18;
  }

  .hub {
    fill: ${({ theme }) => theme.colors.accent[400]};
  }

  .hub-pulse {
    fill: ${({ theme }) => theme.colors.accent[400]};
    transform-box: fill-box;
    transform-origin: center;
    opacity: 0;
  }

  .label {
    fill: ${({ theme }) => theme.colors.textInverseMuted};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.04em;
  }

  .label--hub {
    fill: ${({ theme }) => theme.colors.white};
  }

  /*
   * The map moves as the page arrives, then rests. An SVG element's animation (a dash offset, or a
   * transform on a circle) is not composited: it restyles and repaints the map on the main thread
   * every frame, and a tap or a navigation on the home page waits behind those frames.
   * The Live badge's pulse is an HTML element's transform and opacity, composited, and runs on.
   */
  ${({ theme }) => theme.mq.motionOk} {
    .route {
      animation: ${flow} 1.6s linear 3;
    }

    .hub-pulse {
      animation: ${pulse} 2.4s ${({ theme }) => theme.motion.ease} 2;
    }
  }
`;

export const StyledKpis = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;

  ${({ theme }) => theme.mq.sm} {
    gap: ${({ theme }) => theme.space[3]};
  }
`;

export const StyledKpi = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[2]}`};
  border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
  border-radius: ${({ theme }) => theme.radii.md};
  background: var(--ds-hover);

  ${({ theme }) => theme.mq.sm} {
    padding: ${({ theme }) => theme.space[3]};
  }

  & > dt {
    order: 2;
    color: var(--ds-muted);
    font-size: ${({ theme }) => theme.fontSizes.xs};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }

  & > dd {
    margin: 0;
  }
`;

export const StyledKpiValue = styled.dd`
  order: 1;
  color: var(--ds-heading);
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  font-variant-numeric: tabular-nums;
`;

export const StyledKpiTrend = styled.dd`
  order: 3;
  color: var(--ds-brand);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

export const StyledLanes = styled.div`
  display: none;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.mq.sm} {
    display: flex;
  }
`;

export const StyledLanesLabel = styled.p`
  color: var(--ds-muted);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;

export const StyledLaneList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
  border-radius: ${({ theme }) => theme.radii.md};

  & > li + li {
    border-top: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
  }
`;

export const StyledLane = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  color: var(--ds-text);
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledLaneName = styled.span`
  overflow: hidden;
  color: var(--ds-heading);
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const StyledLaneMode = styled.span`
  padding: ${({ theme }) => `${theme.space[0.5]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.xs};
  background: var(--ds-hover);
  color: var(--ds-muted);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledLaneStatus = styled.span<{ readonly $tone: 'ok' | 'moving' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  color: ${({ theme, $tone }) => ($tone === 'ok' ? theme.colors.primary[300] : theme.colors.accent[300])};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;

  &::before {
    content: '';
    width: ${({ theme }) => theme.space[1.5]};
    height: ${({ theme }) => theme.space[1.5]};
    border-radius: ${({ theme }) => theme.radii.round};
    background: currentColor;
  }
`;

/** A toast-like chip floating over the card's corner (desktop only). */
export const StyledAlert = styled.p`
  ${surfaceVars('default', false)}
  position: absolute;
  left: calc(-1 * ${({ theme }) => theme.space[10]});
  bottom: calc(-1 * ${({ theme }) => theme.space[8]});
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  color: var(--ds-muted);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  --home-float: ${({ theme }) => theme.space[1.5]};

  & strong {
    display: block;
    color: var(--ds-heading);
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  ${({ theme }) => theme.mq.lg} {
    display: flex;
  }

  ${({ theme }) => theme.mq.motionOk} {
    animation: ${float} 5s ease-in-out 2;
  }
`;

export const StyledAlertIcon = styled.span`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: ${({ theme }) => theme.sizes.iconBadge.sm};
  height: ${({ theme }) => theme.sizes.iconBadge.sm};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.successBg};
  color: ${({ theme }) => theme.colors.success};
`;
