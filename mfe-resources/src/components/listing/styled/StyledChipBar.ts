import { styled } from 'styled-components';

/** The chip row's style on its own: a hero's chips load with the page, the list's styles with the list (ADR 21). */
export const StyledChipBar = styled.div<{ $align: 'start' | 'center' }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: ${({ $align }) => ($align === 'center' ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space[2]};
`;
