// A candidate build of one area beside the live one (ADR 27): staged for a team's preview or for a
// canary share of visitors, then promoted (the normal release of that build) or dropped.
//   - `stageCandidate`: the release checks (compatible, prerendered, site check) with the pages
//     rendered for the `preview` or `candidate` channel, its files published beside the other
//     builds, its pages put in `_candidates/<area>/<buildId>-<mode>/` of the site, and
//     `_candidates.json` naming it. Nothing live changes: the API serves the candidate only to a
//     preview token's holder or to the visitors of the canary share (api/src/releases/).
//   - `setCanaryShare`: the canary's next stage.
//   - `promoteCandidate`: the published build goes live through `release()` (the same checks and
//     switch as a deploy), then the candidate is dropped.
//   - `dropCandidate`: the candidate is no longer served; its visitors get the live build on
//     their next page (pages already out there keep hydrating with the build they name: its
//     files stay published).
// Each writes `_candidates.json` whole (writeWhole) and then lets a running `npm run stack` take
// the site; each decision gets a line in the release log.
import fs from 'node:fs/promises';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { writeWhole } from '../../api/src/fs/write-whole.mjs';
import { SITE_DIR } from './layout.mjs';
import { precompress } from './precompress.mjs';
import { filesUnder, publishedDirs, readAreaAddresses, remoteEntry } from './publish.mjs';
import { checkedStage, Refusal, readPublishedManifest, release, removeStaging, stagingFolder, withReleaseLock } from './release.mjs';
import { appendRelease, releasedBy } from './release-log.mjs';
import { reloadLoadBalancerIfRunning } from './stack/reload.mjs';

const { CANDIDATE_PAGES_ROOT, CANDIDATES_FILE, candidateStateSchema } = await tsImport(
  '../../api/src/releases/candidates.ts',
  import.meta.url,
);

export const CANDIDATES_STATE = path.join(SITE_DIR, CANDIDATES_FILE);
/** Where candidates' pages live inside the site (a leading `_`: never served by name). */
export const CANDIDATE_PAGES = CANDIDATE_PAGES_ROOT;

/** The telemetry channel of each mode's pages. */
const CHANNEL = { preview: 'preview', canary: 'candidate' };

/** `_candidates.json` as it is ({ version: 1, candidates: {} } when there is none). */
export async function readCandidates() {
  let text;
  try {
    text = await fs.readFile(CANDIDATES_STATE, 'utf8');
  } catch (err) {
    if (err.code === 'ENOENT') return { version: 1, candidates: {} };
    throw err;
  }
  return candidateStateSchema.parse(JSON.parse(text));
}

async function writeCandidates(state) {
  await writeWhole(CANDIDATES_STATE, `${JSON.stringify(candidateStateSchema.parse(state), null, 2)}\n`);
  await reloadLoadBalancerIfRunning();
}

/** Page files of a staged site (its pages and its detail routes' fallback pages): what the API may serve from a candidate's folder. */
const isPageFile = (rel) => /\.html(\.gz|\.br)?$/.test(rel) && (!rel.startsWith('_') || rel.startsWith('_fallback/'));

/**
 * Stages a candidate of `area` (see the top). `mode`: 'preview' | 'canary'; `stages`: the canary's
 * shares in %, ascending, the last 100. Returns the state entry. Throws a Refusal.
 */
export async function stageCandidate({ area, manifest, serverDir, clientDir = null, publish = async () => {}, mode, stages = [] }) {
  const { buildId } = manifest;
  return withReleaseLock(`${mode} ${area} build ${buildId}`, async () => {
    const remotes = await readAreaAddresses();
    const live = remotes[area]?.buildId;
    if (!live) throw new Refusal(`${area} has no live build to compare a candidate with: deploy it first`);
    if (live === buildId) throw new Refusal(`${area} build ${buildId} is already live`);
    const state = await readCandidates();
    const running = Object.entries(state.candidates).find(([a, c]) => c.mode === 'canary' && a !== area);
    if (mode === 'canary' && running)
      throw new Refusal(`a canary of ${running[0]} (build ${running[1].buildId}) is running: promote it or roll it back first`);
    const stage = await stagingFolder(`${mode}-${area}-${buildId}`);
    const stagedSite = path.join(stage, 'site');
    try {
      const written = await checkedStage({ area, manifest, serverDir, clientDir, stagedSite, remotes, channel: CHANNEL[mode] });
      await publish();
      const folder = `${CANDIDATE_PAGES}/${area}/${buildId}-${mode}`;
      const target = path.join(SITE_DIR, folder);
      const tmp = `${target}.tmp-${process.pid}`;
      await fs.rm(tmp, { recursive: true, force: true });
      for (const rel of (await filesUnder(stagedSite)).filter(isPageFile)) {
        await fs.mkdir(path.dirname(path.join(tmp, rel)), { recursive: true });
        await fs.rename(path.join(stagedSite, rel), path.join(tmp, rel));
      }
      await fs.rm(target, { recursive: true, force: true });
      await fs.rename(tmp, target);
      // Its pages' styles (ADR 28) are immutable files of its own build's folder: beside the others,
      // like the build's code.
      const ownStyles = `mfe/${area}/${buildId}/styles/`;
      for (const rel of (await filesUnder(stagedSite)).filter((f) => f.startsWith(ownStyles))) {
        await fs.mkdir(path.dirname(path.join(SITE_DIR, rel)), { recursive: true });
        await fs.rename(path.join(stagedSite, rel), path.join(SITE_DIR, rel));
      }
      const now = new Date().toISOString();
      const previous = state.candidates[area];
      const entry = {
        buildId,
        entry: remoteEntry(area, buildId),
        live,
        mode,
        pages: folder,
        share: mode === 'canary' ? stages[0] : 0,
        stages: mode === 'canary' ? stages : [],
        stage: 0,
        since: now,
        stageSince: now,
        by: releasedBy(),
      };
      await writeCandidates({ ...state, candidates: { ...state.candidates, [area]: entry } });
      // Served from now on, gzip'd until the brotli copies (quality 11, the slow part) land beside
      // the pages; the API never sends a copy older than its page.
      await precompress(target, { encodings: ['br'] });
      if (previous && previous.pages !== folder) await fs.rm(path.join(SITE_DIR, previous.pages), { recursive: true, force: true });
      await appendRelease({
        time: now,
        action: mode,
        area,
        buildId,
        commit: manifest.commit,
        live,
        by: entry.by,
        ...(mode === 'canary' ? { share: entry.share, stages } : {}),
        routes: written,
      });
      return entry;
    } finally {
      await removeStaging(stage);
    }
  });
}

/** The running canary of `area`, or a Refusal. */
async function canaryOf(area) {
  const state = await readCandidates();
  const candidate = state.candidates[area];
  if (candidate?.mode !== 'canary') throw new Refusal(`no canary of ${area} is running`);
  return { state, candidate };
}

/** Moves the canary of `area` to stage `index` (its share: `stages[index]`); `figures`: what the judge saw. */
export async function setCanaryStage(area, index, figures) {
  return withReleaseLock(`canary ${area}: stage ${index + 1}`, async () => {
    const { state, candidate } = await canaryOf(area);
    const now = new Date().toISOString();
    const next = { ...candidate, stage: index, share: candidate.stages[index], stageSince: now };
    await writeCandidates({ ...state, candidates: { ...state.candidates, [area]: next } });
    await appendRelease({
      time: now,
      action: 'stage',
      area,
      buildId: candidate.buildId,
      live: candidate.live,
      by: releasedBy(),
      share: next.share,
      ...figures,
    });
    return next;
  });
}

/** No candidate of `area` is served any more; its pages go. Returns the candidate dropped (or null). */
async function removeCandidate(area) {
  const state = await readCandidates();
  const candidate = state.candidates[area];
  if (!candidate) return null;
  const { [area]: _dropped, ...rest } = state.candidates;
  await writeCandidates({ ...state, candidates: rest });
  await fs.rm(path.join(SITE_DIR, candidate.pages), { recursive: true, force: true });
  await fs.rmdir(path.join(SITE_DIR, CANDIDATE_PAGES, area)).catch(() => {});
  await fs.rmdir(path.join(SITE_DIR, CANDIDATE_PAGES)).catch(() => {});
  return candidate;
}

/**
 * Aborts the candidate of `area` (a canary or a preview): its visitors get the live build on their
 * next page. `reason` and `figures` go into the release log. Returns the candidate, or null when
 * there was none.
 */
export async function dropCandidate(area, { reason, figures = {} }) {
  return withReleaseLock(`abort ${area} candidate`, async () => {
    const candidate = await removeCandidate(area);
    if (!candidate) return null;
    await appendRelease({
      time: new Date().toISOString(),
      action: 'abort',
      area,
      buildId: candidate.buildId,
      live: candidate.live,
      by: releasedBy(),
      reason,
      ...figures,
    });
    return candidate;
  });
}

/**
 * Makes the candidate of `area` live: the normal release of its published build (checks, switch,
 * release log line `promote` with `reason` and `figures`), then the candidate is dropped.
 */
export async function promoteCandidate(area, { reason, figures = {} }) {
  const candidate = (await readCandidates()).candidates[area];
  if (!candidate) throw new Refusal(`${area} has no candidate to promote`);
  const manifest = await readPublishedManifest(area, candidate.buildId);
  const result = await release({
    action: 'promote',
    area,
    manifest,
    serverDir: publishedDirs(area, candidate.buildId).server,
    extra: { reason, ...figures },
  });
  await withReleaseLock(`promote ${area}: drop the candidate`, () => removeCandidate(area));
  return result;
}
