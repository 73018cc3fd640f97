import { styled } from 'styled-components';

/** The aggregate strip under the hero: four figures in a row from md. */
export const StyledFigureStrip = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;

  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  & > div {
    display: flex;
    flex-direction: column-reverse;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    text-align: center;
  }

  & dd {
    display: flex;
    flex-direction: column;
    align-items: center;
    width: 100%;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.stat};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    color: var(--ds-heading);
  }

  & dd > [aria-hidden] {
    width: min(100%, 9rem);
  }

  & dt {
    color: var(--ds-muted);
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const StyledFigureValue = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.stat};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.primary[700]};

  & > small {
    display: block;
    margin-top: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: var(--ds-muted);
  }
`;

/** A figure's scale: a hairline track of 100% with the figure's share (or its range) in lane teal. */
export const StyledFigureBar = styled.span`
  position: relative;
  display: block;
  width: 100%;
  height: ${({ theme }) => theme.space[1.5]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.slate[200]};

  dd > & {
    margin-top: ${({ theme }) => theme.space[2]};
  }

  & > span {
    position: absolute;
    inset-block: 0;
    border-radius: inherit;
    background: ${({ theme }) => theme.colors.primary[500]};
  }

  /* The end of the figure: the "after" dot of a range, the tip of a share. */
  & > span::after {
    content: '';
    position: absolute;
    top: 50%;
    right: 0;
    width: ${({ theme }) => theme.space[3]};
    aspect-ratio: 1;
    border: ${({ theme }) => theme.sizes.borderThick} solid ${({ theme }) => theme.colors.white};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.primary[700]};
    transform: translate(50%, -50%);
  }
`;
