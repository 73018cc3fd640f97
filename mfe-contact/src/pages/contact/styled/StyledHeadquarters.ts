import { Card } from '@meranti/design-system';
import { styled } from 'styled-components';

/** The headquarters card: a dark card, so the direct lines stand out from the light hero. */
export const StyledHeadquarters = styled(Card)`
  gap: ${({ theme }) => theme.space[5]};
  background:
    radial-gradient(ellipse 80% 60% at 100% 0%, ${({ theme }) => theme.colors.ink700} 0%, transparent 70%),
    ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const StyledHeadquartersHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};

  & h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    color: var(--ds-heading);
  }

  & p {
    margin-top: ${({ theme }) => theme.space[0.5]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: var(--ds-muted);
  }
`;

export const StyledContactList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;

  ${({ theme }) => theme.mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => `${theme.space[5]} ${theme.space[6]}`};
  }
`;

/** One dt/dd pair (a div is the only wrapper a dl allows); the icon sits in the gutter on the left. */
export const StyledContactItem = styled.div<{ readonly $wide?: boolean }>`
  position: relative;
  padding-left: calc(${({ theme }) => theme.space[5]} + ${({ theme }) => theme.space[3]}); /* the 20 px icon + gap */
  ${({ $wide }) => $wide && 'grid-column: 1 / -1;'}

  & dt > svg {
    position: absolute;
    top: ${({ theme }) => theme.space[0.5]};
    left: 0;
    color: ${({ theme }) => theme.colors.primary[300]};
  }

  & dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
    text-transform: uppercase;
    color: var(--ds-muted);
  }

  & dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: var(--ds-text);
    overflow-wrap: anywhere;
  }

  & address {
    font-style: normal;
  }

  & a {
    color: ${({ theme }) => theme.colors.white};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: underline;
    text-decoration-color: ${({ theme }) => theme.colors.primary[400]};
    text-decoration-thickness: ${({ theme }) => theme.sizes.borderThick};
    text-underline-offset: ${({ theme }) => theme.space[1]};
    transition: color ${({ theme }) => `${theme.motion.fast} ${theme.motion.ease}`};
  }

  & a:hover {
    color: ${({ theme }) => theme.colors.primary[200]};
  }

  & small {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: var(--ds-muted);
  }
`;
