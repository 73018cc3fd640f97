import { styled } from 'styled-components';

/** Industry and tags under the hero's copy. */
export const StyledCaseStudyMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};
`;

export const StyledCaseStudyTags = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The generic page's loading and not-found states; not found is in red (docs/product-rules.md#not-found). */
export const StyledCaseStudyMessage = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[6]};
  min-height: ${({ theme }) => theme.space[24]};

  &[data-state='not-found'] h1 {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** The industry's cover beside the hero's copy: a rounded frame with a soft ink shadow. */
export const StyledCaseStudyCover = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;
