import { Card, Section } from '@meranti/design-system';
import { styled } from 'styled-components';

/** The calculators section: the in-page anchor target of "Start Calculating" and the cards. */
export const StyledWorkspace = styled(Section)`
  scroll-margin-top: ${({ theme }) => theme.sizes.scrollMarginTop};

  [role='tablist'] {
    margin-bottom: ${({ theme }) => theme.space[8]};
  }

  [role='tabpanel']:focus-visible {
    outline-offset: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export const StyledPanelHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

/**
 * Inputs beside results from lg, the chart under the inputs (beside the results), so the drawing
 * changes next to the field being typed in; stacked on phones: inputs, results, chart.
 */
export const StyledCalculatorLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 0.9fr);
    grid-template-rows: auto 1fr;
    gap: ${({ theme }) => theme.space[8]};

    & > :nth-child(2) {
      grid-row: span 2;
    }
  }
`;

export const StyledChartCard = styled(Card)`
  ${({ theme }) => theme.mq.lg} {
    grid-column: 1;
  }
`;

export const StyledInputsCard = styled(Card)`
  gap: ${({ theme }) => theme.space[5]};
`;

export const StyledPrefillNote = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: var(--ds-muted);
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & > svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.primary[600]};
  }
`;

export const StyledFieldStack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    & > [data-full] {
      grid-column: 1 / -1;
    }
  }
`;

/** A number input with a prefix ($) and/or a suffix (%, hours/week) drawn inside it. */
export const StyledAdornedInput = styled.div<{ readonly $prefix: boolean; readonly $suffixCh: number }>`
  position: relative;

  & > input {
    width: 100%;
    font-variant-numeric: tabular-nums;
    padding-left: ${({ theme, $prefix }) => ($prefix ? `calc(${theme.space[4]} + 1.5ch)` : undefined)};
    padding-right: ${({ theme, $suffixCh }) => ($suffixCh > 0 ? `calc(${theme.space[6]} + ${$suffixCh}ch)` : undefined)};
    appearance: textfield;
    -moz-appearance: textfield;
  }

  & > input::-webkit-outer-spin-button,
  & > input::-webkit-inner-spin-button {
    margin: 0;
    -webkit-appearance: none;
  }

  & > [data-adornment] {
    position: absolute;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.slate[500]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    pointer-events: none;
  }

  & > [data-adornment='prefix'] {
    left: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  & > [data-adornment='suffix'] {
    right: ${({ theme }) => theme.space[4]};
  }
`;

export const StyledDrivingNote = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.slate[700]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  & > svg {
    flex-shrink: 0;
    margin-top: ${({ theme }) => theme.space[0.5]};
    color: ${({ theme }) => theme.colors.primary[600]};
  }
`;

export const StyledResultsCard = styled(Card)`
  gap: ${({ theme }) => theme.space[5]};
  background:
    radial-gradient(ellipse 90% 55% at 100% 0%, ${({ theme }) => theme.colors.primary[800]} 0%, transparent 70%),
    ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  /* Beside the inputs, it stays in view while they scroll — where the screen is tall enough to show
     it whole below the header (about 830 px of results); on a shorter screen it scrolls with them. */
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) and (min-height: 60rem) {
    position: sticky;
    top: ${({ theme }) => theme.sizes.scrollMarginTop};
  }
`;

export const StyledResultList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  /* Phones: one row per figure, label left and value right. */
  & > div {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    min-width: 0;
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
    border-radius: ${({ theme }) => theme.radii.md};
    background: var(--ds-hover);
  }

  & > div > dd[data-hint] {
    flex-basis: 100%;
  }

  ${({ theme }) => theme.mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    & > div {
      flex-direction: column;
      flex-wrap: nowrap;
      align-items: stretch;
      justify-content: flex-start;
      padding: ${({ theme }) => theme.space[4]};
    }

    /* An odd figure out at the end takes the whole row. */
    & > div:last-child:nth-child(even) {
      grid-column: 1 / -1;
    }
  }

  & > div[data-featured] {
    flex-direction: column;
    flex-wrap: nowrap;
    align-items: stretch;
    justify-content: flex-start;
    grid-column: 1 / -1;
    padding: ${({ theme }) => theme.space[5]};
    border-color: ${({ theme }) => theme.colors.primary[600]};
    background: ${({ theme }) => theme.colors.primary[900]};
  }

  & dt {
    color: var(--ds-muted);
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }

  & dd {
    margin: 0;
    color: var(--ds-heading);
    white-space: nowrap;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.snug};
    font-variant-numeric: tabular-nums;
  }

  & > div[data-featured] dd:not([data-hint]) {
    color: ${({ theme }) => theme.colors.accent[300]};
    font-size: ${({ theme }) => theme.fontSizes.stat};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  }

  & dd[data-hint] {
    white-space: normal;
    color: var(--ds-muted);
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    letter-spacing: ${({ theme }) => theme.letterSpacings.normal};
  }
`;

export const StyledAssumptions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: ${({ theme }) => theme.sizes.border} solid var(--ds-border);

  & > p {
    color: var(--ds-heading);
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
    text-transform: uppercase;
  }

  & > ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1.5]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  & li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[2]};
    color: var(--ds-text);
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }

  & li > svg {
    flex-shrink: 0;
    margin-top: ${({ theme }) => theme.space[0.5]};
    color: ${({ theme }) => theme.colors.primary[300]};
  }
`;

export const StyledDownload = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  & > p {
    color: var(--ds-muted);
    font-size: ${({ theme }) => theme.fontSizes.xs};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
`;

export const StyledDisclaimer = styled.p`
  margin-top: ${({ theme }) => theme.space[6]};
  color: var(--ds-muted);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  text-align: center;
`;

/** Holds a tab's place (about a calculator's height) while its code loads. */
export const StyledPanelLoading = styled.div`
  display: grid;
  place-items: center;
  min-height: ${({ theme }) => theme.sizes.placeholderMin};
`;
