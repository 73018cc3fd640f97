import { Checklist, Icon } from '@meranti/design-system';
import { Stat } from '@meranti/design-system/stat';
import type { SplitContent } from '../content.schema';
import { KeepCompounds } from '../shared/KeepCompounds';
import {
  StyledHighlights,
  StyledHighlightsTitle,
  StyledProblemList,
  StyledProse,
  StyledSplit,
  StyledSplitStats,
} from './styled/StyledSplitContent';

export interface SplitContentBlockProps {
  readonly content: SplitContent;
}

/**
 * Prose on the left, a highlighted card with a checklist (and optional figures) on the right
 * from lg; stacked on phones. For "what it is", mission, problem and operations sections. A card
 * of pain points (`highlights.tone: 'problem'`) marks them with a danger-toned cross, not a check.
 */
export function SplitContentBlock({ content }: SplitContentBlockProps) {
  const problem = content.highlights.tone === 'problem';
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
      <StyledHighlights data-tone={problem ? 'problem' : undefined}>
        <StyledHighlightsTitle>
          <KeepCompounds text={content.highlights.title} />
        </StyledHighlightsTitle>
        {problem ? (
          <StyledProblemList>
            {content.highlights.items.map((item) => (
              <li key={item}>
                <Icon name="X" size={14} strokeWidth={3} />
                <span>{item}</span>
              </li>
            ))}
          </StyledProblemList>
        ) : (
          <Checklist items={content.highlights.items} $gap={3} />
        )}
      </StyledHighlights>
    </StyledSplit>
  );
}
