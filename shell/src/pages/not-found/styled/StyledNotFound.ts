import { Link } from '@meranti/platform';
import { styled } from 'styled-components';

/** The hero: the copy in seven columns, the picture in five, from `lg`; the picture after the buttons below. */
export const StyledNotFoundHero = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[10]};
  align-items: center;

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    gap: ${({ theme }) => theme.space[12]};
  }
`;

export const StyledNotFoundCopy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;

  & > div:last-child {
    margin-top: ${({ theme }) => theme.space[3]};
  }
`;

export const StyledNotFoundVisual = styled.div`
  justify-self: center;
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.dialog};
  min-width: 0;

  ${({ theme }) => theme.mq.lg} {
    max-width: none;
  }
`;

/** The main pages (a list of compact rows) beside the help block from `lg`; one under the other below. */
export const StyledPopularGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  margin-top: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    gap: ${({ theme }) => theme.space[12]};
  }
`;

/** One card holding the rows, ruled by hairlines. */
export const StyledPopular = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow: hidden;

  & > li + li {
    border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  }
`;

/** A compact row: pictogram, title and one line, chevron. */
export const StyledPopularLink = styled(Link)`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  column-gap: ${({ theme }) => theme.space[4]};
  align-items: center;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition: background ${({ theme }) => `${theme.motion.fast} ${theme.motion.ease}`};

  & > span:first-child {
    grid-row: 1 / span 2;
  }

  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    color: ${({ theme }) => theme.colors.ink};
  }

  span:not(:first-child) {
    grid-column: 2;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }

  & > svg {
    grid-column: 3;
    grid-row: 1 / span 2;
    color: ${({ theme }) => theme.colors.slate[400]};
    transition: transform ${({ theme }) => `${theme.motion.base} ${theme.motion.ease}`};
  }

  &:hover {
    background: ${({ theme }) => theme.colors.primary[50]};
  }

  &:hover > svg {
    color: ${({ theme }) => theme.colors.primary[700]};
    transform: translateX(${({ theme }) => theme.motion.nudge});
  }
`;

/** The help block, quiet teal, with the office and a way to the team. */
export const StyledHelpCard = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[8]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.primary[100]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary[50]};

  & > a {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;
