import { useReveal } from '@meranti/design-system';
import {
  StyledCalendar,
  StyledPeriod,
  StyledPeriodEvents,
  StyledPeriodHead,
  StyledPeriodMonths,
  StyledPeriodNode,
  StyledPeriodText,
  StyledPeriodTitle,
} from './styled/StyledEventCalendar';

export interface CalendarPeriodView {
  /** "Q1". */
  readonly label: string;
  /** "January to March". */
  readonly months: string;
  readonly description?: string;
  readonly events: readonly string[];
}

export interface EventCalendarProps {
  readonly periods: readonly CalendarPeriodView[];
  /** The period drawn as the year's focal point (amber node), e.g. the peak quarter. */
  readonly focus?: number;
}

/**
 * The year as a timeline (art direction, "Timelines"): one column per period on a horizontal track
 * from lg, every column the same width with its heading on the same line; a vertical track on the
 * left below lg. Each period lists its events under its months.
 */
export function EventCalendar({ periods, focus }: EventCalendarProps) {
  const ref = useReveal<HTMLOListElement>();
  return (
    <StyledCalendar ref={ref} data-count={periods.length}>
      {periods.map((period, i) => (
        <StyledPeriod key={period.label} data-focus={i === focus || undefined} data-align-group="calendar">
          <StyledPeriodNode aria-hidden="true" />
          <StyledPeriodHead>
            <StyledPeriodTitle>{period.label}</StyledPeriodTitle>
            <StyledPeriodMonths>{period.months}</StyledPeriodMonths>
          </StyledPeriodHead>
          {period.description && <StyledPeriodText>{period.description}</StyledPeriodText>}
          <StyledPeriodEvents>
            {period.events.map((event) => (
              <li key={event}>{event}</li>
            ))}
          </StyledPeriodEvents>
        </StyledPeriod>
      ))}
    </StyledCalendar>
  );
}
