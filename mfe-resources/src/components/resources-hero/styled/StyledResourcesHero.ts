import { styled } from 'styled-components';

/** Copy in 7 of 12 columns, the picture in 5, from `lg` (docs/design/art-direction.md). */
export const StyledHeroGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[10]};
  align-items: center;

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(12, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space[8]};
  }
`;

export const StyledHeroCopy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;

  ${({ theme }) => theme.mq.lg} {
    grid-column: span 7;
  }

  & > h1:focus {
    outline: none;
  }
`;

export const StyledHeroAside = styled.div`
  width: 100%;
  max-width: 34rem;
  min-width: 0;

  /* A drawn picture is a window onto its own ground: rounded, lifted off the hero's wash. */
  & > img {
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  ${({ theme }) => theme.mq.lg} {
    grid-column: span 5;
    max-width: none;
  }
`;

export const StyledHeroExtra = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`;
