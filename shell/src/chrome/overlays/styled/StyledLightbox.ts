import { styled } from 'styled-components';

export const StyledLightbox = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.overlay};
`;

export const StyledLightboxFigure = styled.figure`
  position: relative;
  margin: 0;
  max-width: 100%;
  img,
  video {
    display: block;
    max-width: 100%;
    max-height: 85vh;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.ink};
  }
`;

export const StyledLightboxCaption = styled.figcaption`
  margin-top: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textInverse};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledLightboxClose = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space[4]};
  right: ${({ theme }) => theme.space[4]};
  display: inline-flex;
  padding: ${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

export const StyledLightboxSpinner = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.textInverse};
`;
