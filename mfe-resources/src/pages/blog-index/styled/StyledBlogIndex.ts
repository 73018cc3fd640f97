import { styled } from 'styled-components';

export const StyledSearchRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  max-width: 40rem;
  margin-top: ${({ theme }) => theme.space[2]};
`;

export const StyledSearchField = styled.div`
  position: relative;

  & > svg {
    position: absolute;
    top: 50%;
    left: ${({ theme }) => theme.space[4]};
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }

  & input {
    padding-left: ${({ theme }) => theme.space[12]};
  }
`;

export const StyledTopics = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  & button {
    display: flex;
    width: 100%;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[5]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    font: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-align: left;
    cursor: pointer;
  }

  & button:hover {
    border-color: ${({ theme }) => theme.colors.primary[500]};
  }

  & button span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;
