// `npm run releases -- canary`: one candidate as a person reads it (pure, so it is unit-tested).

const ago = (iso, now) => {
  const s = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  return s < 120 ? `${s} s ago` : s < 7200 ? `${Math.round(s / 60)} min ago` : `${Math.round(s / 3600)} h ago`;
};

const pValue = (p) => (p === null || p === undefined ? '—' : p < 0.0001 ? p.toExponential(1) : p.toFixed(4));

/**
 * @param {{ area: string, candidate: object, now: { verdict: object, figures: object }, status: object | null, at?: number }} o
 *   `candidate`: its `_candidates.json` entry; `now`: the comparison made now; `status`: what the
 *   running judge saw last (null when no judge has looked at this build)
 */
export function formatCandidate({ area, candidate, now, status, at = Date.now() }) {
  const lines = [];
  const head =
    candidate.mode === 'canary'
      ? `${area}: canary of build ${candidate.buildId} at ${candidate.share} % of visitors (stage ${candidate.stage + 1} of ${candidate.stages.length}: ${candidate.stages.join(', ')} %), live ${candidate.live}`
      : `${area}: preview of build ${candidate.buildId} (no visitor gets it), live ${candidate.live}`;
  lines.push(head);
  lines.push(`  staged ${ago(candidate.since, at)} by ${candidate.by}; this stage since ${ago(candidate.stageSince, at)}`);
  const { candidate: c, live: l } = now.figures;
  lines.push(`  page views since it began: candidate ${c.pageViews}, live ${l.pageViews}; errors: candidate ${c.errors}, live ${l.errors}`);
  const rows = [['test', 'candidate', 'live', 'p-value', 'threshold', 'worse']];
  for (const t of now.verdict.tests)
    rows.push([t.metric, t.candidate, t.live, pValue(t.pValue), pValue(t.threshold), t.worse ? 'yes' : 'no']);
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  for (const r of rows)
    lines.push(
      `  ${r
        .map((cell, i) => String(cell).padEnd(widths[i]))
        .join('  ')
        .trimEnd()}`,
    );
  lines.push(`  now: ${now.verdict.verdict} — ${now.verdict.summary}`);
  if (candidate.mode === 'canary') {
    if (!status) lines.push('  the judge has not looked yet (or runs elsewhere): npm run promote / npm run rollback decide by hand');
    else {
      const stale = at - Date.parse(status.at) > 3 * status.checkMs;
      lines.push(
        `  the judge looked ${ago(status.at, at)} (look ${status.look}): ${status.verdict.verdict}${stale ? ' — it has not looked for a while: is the deploy that runs it still running? npm run promote / npm run rollback decide by hand' : ''}`,
      );
    }
  }
  return lines.join('\n');
}
