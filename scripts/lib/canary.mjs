// The canary's judge at work (ADR 27): every `checkMs` it compares the candidate of one area with
// its live build over the same minutes — what visitors' browsers reported since the canary began
// (api/src/releases/judge.ts: errors per page view, LCP and INP p75, each with a one-sided exact
// test, the whole canary's false-alarm rate spent over its looks). Then:
//   - worse → aborted: the candidate is no longer served (its visitors get the live build on their
//     next page);
//   - healthy for its stage's minimum time, every test run on its minimum sample (page views, and
//     LCP and INP values, on both sides) → the next stage, and after the last one the candidate is
//     promoted (the normal release of its build);
//   - otherwise it waits for the next look.
// Every decision goes into the release log with its figures and to the team (release-notify.mjs).
// What the judge saw last is kept in `.ssr/canary/<area>.json` for `npm run releases -- canary`.
// A person decides at any time with `npm run promote` or `npm run rollback`; the judge sees the
// candidate gone (or changed) at its next look and stops.
import fs from 'node:fs/promises';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { writeWhole } from '../../api/src/fs/write-whole.mjs';
import { dropCandidate, promoteCandidate, readCandidates, setCanaryStage } from './candidate.mjs';
import { SSR_DIR } from './layout.mjs';
import { notifyTeam } from './release-notify.mjs';

const { loadEnv } = await tsImport('../../api/src/config/env.ts', import.meta.url);
const { createLogger } = await tsImport('../../api/src/logger.ts', import.meta.url);
const { openTelemetryReader } = await tsImport('../../api/src/rum/open.ts', import.meta.url);
const { judge, sideFigures } = await tsImport('../../api/src/releases/judge.ts', import.meta.url);

/** What the judge saw last, per area (never served). */
export const canaryStatusFile = (area) => path.join(SSR_DIR, 'canary', `${area}.json`);

export const readCanaryStatus = async (area) => JSON.parse(await fs.readFile(canaryStatusFile(area), 'utf8').catch(() => 'null'));

const MINUTE = 60_000;

/** Opens the telemetry store of this environment (the API's: DATA_DIR or DATABASE_URL). */
export async function openTelemetry() {
  return openTelemetryReader(loadEnv(), createLogger('warn'));
}

/**
 * The comparison now: the candidate's and the live build's figures since the canary began, judged
 * as look `look`. Rollups are per minute: the window starts at the minute the canary began, on
 * both sides alike.
 */
export async function compare(store, area, candidate, { look, judgeOptions = {} }) {
  const from = Math.floor(Date.parse(candidate.since) / MINUTE) * MINUTE;
  const groups = await store.rollups({ from, to: Date.now() + MINUTE, area });
  const figures = { candidate: sideFigures(groups, candidate.buildId, 'candidate'), live: sideFigures(groups, candidate.live, 'live') };
  return { figures, verdict: judge(figures.candidate, figures.live, { look, ...judgeOptions }) };
}

/** The figures a release log line and a notification carry. */
export const logFigures = ({ figures, verdict }, look) => ({
  look,
  candidate: { pageViews: figures.candidate.pageViews, errors: figures.candidate.errors },
  livePageViews: figures.live.pageViews,
  liveErrors: figures.live.errors,
  tests: verdict.tests.map(({ metric, candidate, live, pValue, threshold, worse }) => ({
    metric,
    candidate,
    live,
    pValue,
    threshold,
    worse,
  })),
});

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs the canary of `area` to its end. `stageMs`: a stage's minimum time; `checkMs`: between looks;
 * `judgeOptions`: minimum samples and α (judge.ts). Returns 'promoted' | 'aborted' | 'ended'
 * (someone promoted, rolled back or replaced the candidate by hand).
 */
export async function runCanary({ area, stageMs, checkMs, judgeOptions = {}, say = (line) => console.log(`[canary] ${line}`) }) {
  const first = (await readCandidates()).candidates[area];
  if (first?.mode !== 'canary') throw new Error(`no canary of ${area} is running`);
  const buildId = first.buildId;
  const reader = await openTelemetry();
  let looks = 0;
  let lastSeen = '';
  /** The last verdict, and the figures it judged. */
  let last = null;
  try {
    for (;;) {
      await sleep(checkMs);
      const candidate = (await readCandidates()).candidates[area];
      if (candidate?.mode !== 'canary' || candidate.buildId !== buildId) {
        say(`${area} build ${buildId} is no longer the running canary (promoted, rolled back or replaced by hand): the judge stops`);
        return 'ended';
      }
      // Each look spends part of the canary's false-alarm rate: figures that have not moved since
      // the last look keep its verdict rather than being judged again.
      const fresh = await compare(reader.store, area, candidate, { look: looks + 1, judgeOptions });
      const seen = JSON.stringify(fresh.figures);
      const moved = seen !== lastSeen || !last;
      const result = moved ? fresh : last;
      if (moved && result.verdict.verdict !== 'too-few') looks++;
      lastSeen = seen;
      last = result;
      const share = `${candidate.share} % (stage ${candidate.stage + 1} of ${candidate.stages.length})`;
      say(`${area} ${buildId} at ${share}: ${result.verdict.summary}`);
      const figures = logFigures(result, looks);
      await fs.mkdir(path.dirname(canaryStatusFile(area)), { recursive: true });
      const status = {
        at: new Date().toISOString(),
        area,
        buildId,
        live: candidate.live,
        share: candidate.share,
        stage: candidate.stage,
        checkMs,
        judgeOptions,
      };
      await writeWhole(canaryStatusFile(area), `${JSON.stringify({ ...status, ...figures, verdict: result.verdict })}\n`);
      if (result.verdict.verdict === 'worse') {
        const reason = `judged worse than live: ${result.verdict.summary}`;
        await dropCandidate(area, { reason, figures });
        say(`aborted: ${area} build ${buildId} is no longer served; live stays ${candidate.live}`);
        await notifyTeam({ action: 'abort', area, buildId, live: candidate.live, reason, figures }, say);
        return 'aborted';
      }
      // A stage moves on once it has been healthy for its time with every test run on enough of a
      // sample: a vital still short of its minimum holds the stage (it may be the one that is worse).
      const healthyFor = Date.now() - Date.parse(candidate.stageSince);
      const judgedInFull = result.verdict.tests.every((t) => t.pValue !== null);
      if (result.verdict.verdict !== 'no-evidence' || !judgedInFull || healthyFor < stageMs) continue;
      const reason = `healthy for ${Math.round(healthyFor / 1000)} s at ${candidate.share} %: ${result.verdict.summary}`;
      if (candidate.stage + 1 < candidate.stages.length) {
        const next = await setCanaryStage(area, candidate.stage + 1, { reason, ...figures });
        say(`${area} ${buildId}: stage ${next.stage + 1}, ${next.share} % of visitors`);
        await notifyTeam({ action: 'stage', area, buildId, live: candidate.live, share: next.share, reason, figures }, say);
        continue;
      }
      const { entry } = await promoteCandidate(area, { reason, figures });
      say(`promoted: ${area} build ${entry.buildId} is live (was ${entry.previous})`);
      await notifyTeam({ action: 'promote', area, buildId, live: entry.previous, reason, figures }, say);
      return 'promoted';
    }
  } finally {
    await reader.close();
  }
}
