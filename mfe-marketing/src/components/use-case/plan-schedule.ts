/**
 * A use case's plan drawn to scale (art direction, "Timelines": durations to scale where they are
 * durations). Pure: from the durations as the copy writes them to each phase's first and last
 * week, or null when they are not a schedule in weeks (a countdown such as "8-12 weeks before").
 *
 * - "Weeks 1-2", "Weeks 3-6": the weeks themselves
 * - "2-3 weeks", "3-4 weeks": lengths, laid end to end at their longest
 * - "Ongoing" (last phase only): open-ended
 */
export interface ScheduledPhase {
  readonly start: number;
  /** Undefined for the open-ended last phase. */
  readonly end?: number;
}

export function planSchedule(durations: readonly string[]): ScheduledPhase[] | null {
  const phases: ScheduledPhase[] = [];
  let next = 1;
  for (const [i, raw] of durations.entries()) {
    const d = raw.trim();
    const weeks = /^weeks? (\d+)(?:\s*-\s*(\d+))?$/i.exec(d);
    const length = /^(\d+)(?:\s*-\s*(\d+))? weeks?$/i.exec(d);
    if (weeks) {
      const start = Number(weeks[1]);
      const end = Number(weeks[2] ?? weeks[1]);
      if (start !== next || end < start) return null;
      phases.push({ start, end });
      next = end + 1;
    } else if (length) {
      const longest = Number(length[2] ?? length[1]);
      phases.push({ start: next, end: next + longest - 1 });
      next += longest;
    } else if (/^ongoing$/i.test(d) && i === durations.length - 1 && i > 0) {
      phases.push({ start: next });
    } else return null;
  }
  return phases;
}
