import { Icon, type IconName, useReveal } from '@meranti/design-system';
import { evenColumns } from './even-columns';
import { StyledProblem, StyledProblemIcon, StyledProblems, StyledProblemText, StyledProblemTitle } from './styled/StyledProblemCards';

export interface ProblemItem {
  readonly icon: IconName;
  readonly title: string;
  readonly description: string;
}

/**
 * Pain points, challenges and costs: cards marked with the problem colour (art direction, "Problem
 * red": never a green check on a problem), each with its own pictogram. The grid divides evenly at
 * every width (`evenColumns`: up to 4 from lg, 3 from md). Titles are h3 under the section's h2.
 */
export function ProblemCards({ items }: { readonly items: readonly ProblemItem[] }) {
  const ref = useReveal<HTMLUListElement>();
  return (
    <StyledProblems ref={ref} data-md={evenColumns(items.length, 3)} data-lg={evenColumns(items.length, 4)}>
      {items.map((item) => (
        <StyledProblem key={item.title}>
          <StyledProblemIcon>
            <Icon name={item.icon} size={22} />
          </StyledProblemIcon>
          <StyledProblemTitle>{item.title}</StyledProblemTitle>
          <StyledProblemText>{item.description}</StyledProblemText>
        </StyledProblem>
      ))}
    </StyledProblems>
  );
}
