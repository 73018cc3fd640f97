import { styled } from 'styled-components';

// The styles of a story below its hero (../CaseStudySections): they load with it (ADR 21).

/** Reading column of the story's sections. */
export const StyledStory = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[12]};
`;

export const StyledBlock = styled.section`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

export const StyledQuoteBlock = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary[50]};

  & blockquote {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: var(--ds-heading);
  }

  & figcaption {
    margin-top: ${({ theme }) => theme.space[4]};
    color: var(--ds-muted);
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const StyledNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[8]};
  border-top: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
`;

export const StyledNext = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
`;
