import { surfaceVars } from '@meranti/design-system';
import { styled } from 'styled-components';

/** The card beside the hero copy: the results chart for the example figures, then three facts. */
export const StyledHeroPreview = styled.div`
  ${surfaceVars('default')}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[5]};
  border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: var(--ds-bg);
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

export const StyledPreviewHeader = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: var(--ds-brand);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;

/**
 * Where the chart is. While a client-side navigation renders the page, a deferred section holds a
 * screen's height for one frame (ADR 21 §6); here it holds the chart's own height instead, so the
 * hero does not grow and shrink.
 */
export const StyledChartSlot = styled.div`
  & [data-deferred-pending] {
    min-height: 19rem !important;
  }
`;

/** Three facts in a row under the chart: the figure over its label. */
export const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: ${({ theme }) => theme.sizes.border} solid var(--ds-border);

  & > div {
    display: flex;
    flex-direction: column-reverse;
    gap: ${({ theme }) => theme.space[1]};
  }

  & dt {
    color: var(--ds-muted);
    font-size: ${({ theme }) => theme.fontSizes.xs};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }

  /* Proportional figures: "No sign-up" keeps a hyphen's width, not a digit's. */
  & dd {
    margin: 0;
    color: var(--ds-heading);
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
`;
