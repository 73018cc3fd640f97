import { styled } from 'styled-components';

/** The post's quick stats in its sidebar (figure above label). */
export const StyledQuickStats = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;

  & > div {
    display: flex;
    flex-direction: column-reverse;
    gap: ${({ theme }) => theme.space[1.5]};
  }

  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  & dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.primary[700]};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
