import { css, styled } from 'styled-components';
import type { SpaceKey } from '../../../theme/theme.ts';
import type { CardGridStep } from '../cardGridPlan.ts';

/** Twelfths: every column count and every short first row (1-4 cards) divides twelve. */
const TRACKS = 12;

/** The spans of one width's plan, after `offset` featured cards that take a full row each. */
const spans = ({ columns, lead }: CardGridStep, offset: number) => css`
  grid-template-columns: repeat(${TRACKS}, minmax(0, 1fr));

  & > * {
    grid-column: span ${TRACKS / columns};
  }
  ${
    offset > 0 &&
    css`
    & > :nth-child(-n + ${offset}) {
      grid-column: 1 / -1;
    }
  `
  }
  ${
    lead > 0 &&
    css`
    & > :nth-child(n + ${offset + 1}):nth-child(-n + ${offset + lead}) {
      grid-column: span ${TRACKS / lead};
    }
  `
  }
`;

export const StyledCardGrid = styled.div<{
  readonly $md: CardGridStep;
  readonly $lg: CardGridStep;
  readonly $offset: number;
  readonly $gap?: SpaceKey;
}>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme, $gap = 6 }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.mq.md} {
    ${({ $md, $offset }) => spans($md, $offset)}
  }
  ${({ theme }) => theme.mq.lg} {
    ${({ $lg, $offset }) => spans($lg, $offset)}
  }
`;
