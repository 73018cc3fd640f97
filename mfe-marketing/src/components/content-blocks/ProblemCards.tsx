import { Icon, type IconName, keepCompounds, useReveal } from '@meranti/design-system';
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
 * every width (`evenColumns`: up to `maxColumns` from lg, 3 from md; 2 beside a section header). Titles are h3 under the section's h2.
 */
export function ProblemCards({ items, maxColumns = 4 }: { readonly items: readonly ProblemItem[]; readonly maxColumns?: 2 | 3 | 4 }) {
  const ref = useReveal<HTMLUListElement>();
  return (
    <StyledProblems ref={ref} data-md={evenColumns(items.length, Math.min(3, maxColumns))} data-lg={evenColumns(items.length, maxColumns)}>
      {items.map((item) => (
        <StyledProblem key={item.title}>
          <StyledProblemIcon>
            <Icon name={item.icon} size={22} />
          </StyledProblemIcon>
          <StyledProblemTitle>{keepCompounds(item.title)}</StyledProblemTitle>
          <StyledProblemText>{item.description}</StyledProblemText>
        </StyledProblem>
      ))}
    </StyledProblems>
  );
}
