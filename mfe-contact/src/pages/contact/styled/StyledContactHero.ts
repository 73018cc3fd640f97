import { styled } from 'styled-components';

export const StyledHeroGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas:
    'intro'
    'form'
    'details';
  gap: ${({ theme }) => theme.space[8]};

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.05fr);
    grid-template-rows: auto 1fr;
    grid-template-areas:
      'intro form'
      'details form';
    column-gap: ${({ theme }) => theme.space[16]};
    row-gap: ${({ theme }) => theme.space[10]};
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

  ${({ theme }) => theme.mq.lg} {
    align-self: start;
    position: sticky;
    top: ${({ theme }) => theme.sizes.scrollMarginTop};
  }
`;

export const StyledDetails = styled.div`
  grid-area: details;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
  min-width: 0;
`;
