import { styled } from 'styled-components';

/** Eyebrow, heading and intro above a section's content. */
export const StyledSectionHeader = styled.header`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  max-width: ${({ theme }) => theme.sizes.measure};
  margin-inline: auto;
  margin-bottom: ${({ theme }) => theme.space[10]};
  text-align: center;

  ${({ theme }) => theme.mq.lg} {
    margin-bottom: ${({ theme }) => theme.space[12]};
  }
`;
