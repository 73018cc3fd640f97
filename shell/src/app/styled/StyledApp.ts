import { styled } from 'styled-components';

export const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

export const StyledMain = styled.main`
  flex: 1 0 auto;
  &:focus {
    outline: none;
  }
`;
