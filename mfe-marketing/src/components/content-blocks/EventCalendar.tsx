import { Badge, Checklist, useReveal } from '@meranti/design-system';
import type { CalendarPeriod } from '../content.schema';
import { StyledCalendar, StyledPeriod, StyledPeriodHead, StyledPeriodTitle } from './styled/StyledEventCalendar';

/**
 * An event calendar (Q1 to Q4): one card per period with its months and events. One column on
 * phones, two from md, the whole year in a row from lg.
 */
export function EventCalendar({ periods }: { readonly periods: readonly CalendarPeriod[] }) {
  const ref = useReveal<HTMLUListElement>();
  return (
    <StyledCalendar ref={ref} data-count={periods.length}>
      {periods.map((period) => (
        <StyledPeriod key={period.label} as="li">
          <StyledPeriodHead>
            <StyledPeriodTitle>{period.label}</StyledPeriodTitle>
            <Badge $tone="neutral">{period.months}</Badge>
          </StyledPeriodHead>
          <Checklist items={period.events} $gap={2} />
        </StyledPeriod>
      ))}
    </StyledCalendar>
  );
}
