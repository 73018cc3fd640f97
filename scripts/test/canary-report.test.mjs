// `npm run releases -- canary`: what a person reads about a running canary or preview.
import { describe, expect, it } from 'vitest';
import { formatCandidate } from '../lib/canary-report.mjs';
import { notificationText } from '../lib/release-notify.mjs';

const at = Date.parse('2026-11-29T10:10:00Z');
const canary = {
  buildId: 'aaaaaaaaaaaa',
  live: 'bbbbbbbbbbbb',
  mode: 'canary',
  share: 25,
  stages: [5, 25, 50, 100],
  stage: 1,
  since: '2026-11-29T10:00:00Z',
  stageSince: '2026-11-29T10:08:00Z',
  by: 'ci-resources',
};
const now = {
  figures: { candidate: { pageViews: 300, errors: 2 }, live: { pageViews: 1200, errors: 9 } },
  verdict: {
    verdict: 'no-evidence',
    summary: 'no evidence the candidate is worse (look 4)',
    tests: [
      { metric: 'errors', candidate: '2 / 300', live: '9 / 1200', pValue: 0.62, threshold: 0.0017, worse: false },
      { metric: 'INP', candidate: '88 ms', live: '80 ms', pValue: 0.00001, threshold: 0.0017, worse: false },
    ],
  },
};

describe('npm run releases -- canary', () => {
  it('shows the stage, both sides’ figures, each test and when the judge looked', () => {
    const text = formatCandidate({
      area: 'resources',
      candidate: canary,
      now,
      status: { at: '2026-11-29T10:09:58Z', look: 4, checkMs: 30_000, verdict: now.verdict },
      at,
    });
    expect(text).toContain(
      'resources: canary of build aaaaaaaaaaaa at 25 % of visitors (stage 2 of 4: 5, 25, 50, 100 %), live bbbbbbbbbbbb',
    );
    expect(text).toContain('staged 10 min ago by ci-resources; this stage since 2 min ago');
    expect(text).toContain('page views since it began: candidate 300, live 1200; errors: candidate 2, live 9');
    expect(text).toMatch(/errors\s+2 \/ 300\s+9 \/ 1200\s+0\.6200\s+0\.0017\s+no/);
    expect(text).toMatch(/INP\s+88 ms\s+80 ms\s+1\.0e-5/);
    expect(text).toContain('the judge looked 2 s ago (look 4): no-evidence');
    expect(text).not.toContain('has not looked for a while');
  });

  it('says when no judge has looked for three of its intervals, and what a person can do', () => {
    const text = formatCandidate({
      area: 'resources',
      candidate: canary,
      now,
      status: { at: '2026-11-29T10:05:00Z', look: 2, checkMs: 30_000, verdict: now.verdict },
      at,
    });
    expect(text).toContain('it has not looked for a while');
    expect(text).toContain('npm run promote / npm run rollback decide by hand');
  });

  it('a preview says no visitor gets it', () => {
    const text = formatCandidate({
      area: 'contact',
      candidate: { ...canary, mode: 'preview', share: 0, stages: [] },
      now,
      status: null,
      at,
    });
    expect(text).toContain('contact: preview of build aaaaaaaaaaaa (no visitor gets it), live bbbbbbbbbbbb');
    expect(text).not.toContain('the judge');
  });
});

describe('the release notification’s line', () => {
  it('names the area, the build and the decision with its reason', () => {
    expect(notificationText({ action: 'abort', area: 'resources', buildId: 'aaaaaaaaaaaa', reason: 'judged worse than live: INP' })).toBe(
      '[meranti release] resources build aaaaaaaaaaaa is aborted: judged worse than live: INP',
    );
    expect(notificationText({ action: 'stage', area: 'resources', buildId: 'aaaaaaaaaaaa', share: 50, reason: 'healthy for 600 s' })).toBe(
      '[meranti release] resources build aaaaaaaaaaaa moves on to 50 % of visitors (healthy for 600 s)',
    );
  });
});
