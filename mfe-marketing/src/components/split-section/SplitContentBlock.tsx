import { Checklist, Stat } from '@meranti/design-system';
import type { SplitContent } from '../content.schema';
import { StyledHighlights, StyledHighlightsTitle, StyledProse, StyledSplit, StyledSplitStats } from './styled/StyledSplitContent';

export interface SplitContentBlockProps {
  readonly content: SplitContent;
}

/**
 * Prose on the left, a highlighted card with a checklist (and optional figures) on the right
 * from lg; stacked on phones. For "what it is", mission, problem and operations sections.
 */
export function SplitContentBlock({ content }: SplitContentBlockProps) {
  return (
    <StyledSplit>
      <StyledProse>
        {content.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        {content.stats && (
          <StyledSplitStats>
            {content.stats.map((s) => (
              <li key={s.label}>
                <Stat value={s.value} label={s.label} description={s.description} $tone="brand" />
              </li>
            ))}
          </StyledSplitStats>
        )}
      </StyledProse>
      <StyledHighlights>
        <StyledHighlightsTitle>{content.highlights.title}</StyledHighlightsTitle>
        <Checklist items={content.highlights.items} $gap={3} />
      </StyledHighlights>
    </StyledSplit>
  );
}
