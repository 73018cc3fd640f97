// The release log (ADR 20): `.site/releases.ndjson`, one JSON line per deploy and
// rollback, appended after the switch —
//   { time, action: 'deploy' | 'rollback' | 'promote', area, buildId, commit, previous, by, durationMs,
//     routes: [the routes re-prerendered], artifact?: 'sha256:…' (deploys: the archive's digest) }
// — and one per decision about a candidate (ADR 27): `preview`, `canary`, `stage`, `abort`, naming
// the live build as `live` (never `previous`: nothing live changed) with the reason and figures.
// Never served (api/src/http/static-site.ts). Read by `scripts/releases.mjs` (the table), by the
// rollback (which build was live before) and by the prune (which builds the history keeps).
// The functions below the file access are pure (scripts/test/release-log.test.mjs).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { RELEASE_LOG } from './layout.mjs';

/** The actions of a candidate (a preview or a canary): they change nothing live (a promotion is a release, `promote`). */
export const CANDIDATE_ACTIONS = new Set(['preview', 'canary', 'stage', 'abort']);

/** Who releases: RELEASED_BY (a CI job sets it) or the OS user. */
export const releasedBy = () => process.env.RELEASED_BY?.trim() || os.userInfo().username;

/** The log's lines, oldest first; a line that is not a release (a torn write, an edit) is skipped. */
export async function readReleases(file = RELEASE_LOG) {
  let text;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (err) {
    if (err.code === 'ENOENT') return [];
    throw err;
  }
  const lines = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const entry = JSON.parse(line);
      if (typeof entry.area === 'string' && typeof entry.buildId === 'string') lines.push(entry);
    } catch {
      // skipped: not a JSON line
    }
  }
  return lines;
}

/** Appends one line (a single write of a short line in append mode: lines never interleave). */
export async function appendRelease(entry, file = RELEASE_LOG) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.appendFile(file, `${JSON.stringify(entry)}\n`);
}

/**
 * The build a rollback of `area` goes to: the one that was live before `liveBuildId` went live
 * (the `previous` of the newest line that made it live), or null when the log does not say.
 * Rolling back twice therefore goes back and forth between the last two builds; name a build to
 * go further back.
 */
export function rollbackTarget(lines, area, liveBuildId) {
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i];
    if (line.area === area && line.buildId === liveBuildId) return line.previous ?? null;
  }
  return null;
}

/**
 * The retained release history: for each area, the `keep` most recent distinct builds the log
 * names (a build that went live, or the one it replaced), newest first. The prune never removes
 * these — the rollback target is always among the first two.
 * @returns {Map<string, string[]>} area → build ids
 */
export function retainedBuilds(lines, keep) {
  const byArea = new Map();
  for (let i = lines.length - 1; i >= 0; i--) {
    // A candidate's lines (ADR 27) changed nothing live: its build is kept while a page names it
    // (its staged pages, a visitor's page) or is recent, never in place of a rollback target.
    if (CANDIDATE_ACTIONS.has(lines[i].action)) continue;
    const { area, buildId, previous } = lines[i];
    const list = byArea.get(area) ?? [];
    for (const id of [buildId, previous]) if (id && !list.includes(id) && list.length < keep) list.push(id);
    byArea.set(area, list);
  }
  return byArea;
}

/**
 * When each build stopped being live: the time of the newest line that replaced it.
 * @returns {Map<string, number>} `<area>/<buildId>` → epoch ms
 */
export function replacedAt(lines) {
  const out = new Map();
  for (const { area, previous, buildId, time } of lines) {
    if (previous && previous !== buildId) out.set(`${area}/${previous}`, Date.parse(time));
  }
  return out;
}

const seconds = (ms) => (typeof ms === 'number' ? `${(ms / 1000).toFixed(1)} s` : '');
const short = (commit) => (commit ? commit.slice(0, 10) : '—');

/** The history as a text table, oldest first (`area`: only that area's lines). */
export function formatReleases(lines, { area = null } = {}) {
  const rows = lines
    .filter((l) => area === null || l.area === area)
    .map((l) => [
      l.time?.replace('T', ' ').replace(/\.\d+Z$|Z$/, '') ?? '',
      l.area,
      // A candidate's lines (ADR 27): its share, and the live build it is compared with.
      `${l.action ?? ''}${typeof l.share === 'number' ? ` ${l.share} %` : ''}`,
      l.buildId,
      l.previous ?? (l.live ? `vs ${l.live}` : '—'),
      short(l.commit),
      l.by ?? '',
      seconds(l.durationMs),
      String(Array.isArray(l.routes) ? l.routes.length : (l.routes ?? '')),
    ]);
  if (rows.length === 0) return area ? `no releases of ${area} yet` : 'no releases yet';
  const header = ['time (UTC)', 'area', 'action', 'build', 'previous', 'commit', 'by', 'took', 'routes'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
