import { Card, revealGroup } from '@meranti/design-system';
import { styled } from 'styled-components';
import { cardGrid } from '../../shared/cardGrid';

/** 1 column on phones, 2 from md, one row from lg. */
export const StyledCalendar = styled.ul`
  ${revealGroup(0.1)}
  ${cardGrid}

  ${({ theme }) => theme.mq.lg} {
    &[data-count='3'] {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
    &[data-count='4'] {
      grid-template-columns: repeat(4, minmax(0, 1fr));
      gap: ${({ theme }) => theme.space[5]};
    }
  }
`;

export const StyledPeriod = styled(Card)`
  gap: ${({ theme }) => theme.space[4]};
`;

export const StyledPeriodHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledPeriodTitle = styled.h3`
  color: var(--ds-heading);
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;
