import { styled } from 'styled-components';

/** The toast live region: always in the page, so screen readers announce what appears in it. */
export const StyledToastRegion = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast};
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  left: ${({ theme }) => theme.space[4]};
  display: flex;
  justify-content: flex-end;
  pointer-events: none;
  ${({ theme }) => theme.mq.md} {
    left: auto;
    width: 26rem;
  }
`;
