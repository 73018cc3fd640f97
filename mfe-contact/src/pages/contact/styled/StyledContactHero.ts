import { styled } from 'styled-components';

/**
 * Phones and tablets: intro, form, picture, benefits, headquarters, one under the other. From
 * `lg`: the intro and the picture on the left beside the form; the benefits and the headquarters
 * card below them, side by side — each column about as tall as the other, so neither leaves a gap.
 */
export const StyledHeroGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas:
    'intro'
    'form'
    'visual'
    'details'
    'hq';
  gap: ${({ theme }) => theme.space[10]};

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
    grid-template-areas:
      'intro form'
      'visual form'
      'details hq';
    column-gap: ${({ theme }) => theme.space[12]};
    row-gap: ${({ theme }) => theme.space[8]};
  }
`;

export const StyledIntro = styled.div`
  grid-area: intro;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;

  ${({ theme }) => theme.mq.lg} {
    gap: ${({ theme }) => theme.space[5]};
    padding-top: ${({ theme }) => theme.space[4]};
  }
`;

export const StyledFormArea = styled.div`
  grid-area: form;
  min-width: 0;
`;

/**
 * The picture: full width below `lg` up to about 34rem (art direction; the theme's nearest size, the
 * dialog's 35rem), the column's width beside the form.
 */
export const StyledVisualArea = styled.div`
  grid-area: visual;
  justify-self: center;
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.dialog};
  min-width: 0;

  ${({ theme }) => theme.mq.lg} {
    max-width: none;
  }
`;

export const StyledDetails = styled.div`
  grid-area: details;
  min-width: 0;
`;

export const StyledHeadquartersArea = styled.div`
  grid-area: hq;
  min-width: 0;
`;
