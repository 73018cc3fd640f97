import { Link } from '@meranti/platform';
import { styled } from 'styled-components';

export const StyledNotFound = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 48rem;
`;

export const StyledNotFoundActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

export const StyledPopular = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const StyledPopularLink = styled(Link)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  align-items: center;
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  span {
    grid-column: 1;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  svg {
    grid-column: 2;
    grid-row: 1 / span 2;
    color: ${({ theme }) => theme.surfaces.default.brand};
  }
  &:hover {
    border-color: ${({ theme }) => theme.surfaces.default.brand};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

export const StyledHelpCard = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
