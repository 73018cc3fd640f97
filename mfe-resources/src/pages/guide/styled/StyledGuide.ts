import { Card, surfaceVars } from '@meranti/design-system';
import { styled } from 'styled-components';

export const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & dt {
    color: var(--ds-muted);
  }

  & dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: var(--ds-heading);
  }
`;

export const StyledTopics = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space[8]};
  }

  & > li {
    list-style: decimal;
  }
`;

export const StyledTagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledLoading = styled.div`
  display: flex;
  justify-content: center;
  padding-block: ${({ theme }) => theme.space[12]};
`;

/**
 * The expected results: three cards side by side from md, each phrase after its icon. A phrase is
 * written word for word ("improved carrier relationships") and starts with a capital on
 * screen, as a list item does.
 */
export const StyledResults = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[6]} 0 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  & > li {
    ${surfaceVars('default')}
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
    border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    color: var(--ds-heading);
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }

  /* The phrase (after the icon badge). */
  & > li > span:last-child {
    display: block;
  }

  & > li > span:last-child::first-letter {
    text-transform: uppercase;
  }
`;

/**
 * The opened guide's sidebar: its details, the support offer, then Download PDF and Share. The
 * sidebar itself does not stick (it is taller than a laptop's screen); from lg its last card does,
 * so the Download PDF button stays in reach while the guide is read.
 */
export const StyledGuideSidebar = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

export const StyledStickyCard = styled(Card)`
  ${({ theme }) => theme.mq.lg} {
    @media (min-height: 36rem) {
      position: sticky;
      top: ${({ theme }) => theme.space[24]};
    }
  }
`;
