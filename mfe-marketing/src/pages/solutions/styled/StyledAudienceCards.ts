import { Card, revealGroup } from '@meranti/design-system';
import { styled } from 'styled-components';

/** Three featured cards: stacked on phones, one per row (picture beside words) at md, three from lg. */
export const StyledAudienceGrid = styled.ul`
  ${revealGroup(0.15)}
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** A featured card: the brand rule on top, its picture first. */
export const StyledAudienceCard = styled(Card)`
  gap: 0;
  box-shadow: ${({ theme }) => theme.shadows.md};

  &::before {
    content: '';
    position: absolute;
    z-index: 1;
    inset: 0 0 auto;
    height: ${({ theme }) => theme.space[1]};
    background: linear-gradient(90deg, ${({ theme }) => theme.colors.primary[600]}, ${({ theme }) => theme.colors.primary[300]});
  }

  ${({ theme }) => theme.mq.md} {
    display: grid;
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  }

  ${({ theme }) => theme.mq.lg} {
    display: flex;
  }
`;

export const StyledAudienceVisual = styled.div`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[6]} 0`};
  background:
    radial-gradient(ellipse 70% 70% at 50% 40%, ${({ theme }) => theme.colors.primary[100]} 0%, transparent 70%),
    ${({ theme }) => theme.colors.primary[50]};

  & > img {
    max-width: 24rem;
  }

  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => theme.space[6]};
  }

  ${({ theme }) => theme.mq.lg} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[5]} ${theme.space[2]}`};
  }
`;

export const StyledAudienceBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => theme.space[8]};
  }

  & > a:last-child {
    margin-top: auto;
    padding-top: ${({ theme }) => theme.space[2]};
  }
`;

export const StyledAudienceTitle = styled.h3`
  color: var(--ds-heading);
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-wrap: balance;
`;

export const StyledAudienceText = styled.p`
  color: var(--ds-muted);
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;
