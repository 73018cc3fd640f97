import { Icon } from '@meranti/design-system';
import { styled } from 'styled-components';

export const StyledWarningIcon = styled(Icon)`
  color: ${({ theme }) => theme.colors.warning};
`;
