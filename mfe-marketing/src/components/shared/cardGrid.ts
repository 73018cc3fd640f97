import { css } from 'styled-components';

/** A list laid out as a card grid: 1 column on phones, 2 from md, 3 from lg (`data-columns` may change lg). */
export const cardGrid = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.mq.lg} {
    &[data-columns='3'] {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
    &[data-columns='4'] {
      grid-template-columns: repeat(4, minmax(0, 1fr));
      gap: ${({ theme }) => theme.space[5]};
    }
  }
`;
