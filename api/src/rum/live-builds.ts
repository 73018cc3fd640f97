/**
 * Which builds are live, for the `build` label of the telemetry metrics: Prometheus series stay
 * bounded however many builds visitors' cached pages still run. An area's label is its build id
 * when that build is live (remotes.json) or its staged candidate — a canary's or a preview's
 * (`_candidates.json`, releases/candidates.ts; never served) — and `other` for anything else; the
 * shell's, its live build (`_shell.json`, written by the shell's build; never served). Read from the site folder and read again when the files change
 * (looked at at most every few seconds), so a deploy relabels without a restart.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RumArea } from '@meranti/contract/rum-beacon';
import { CANDIDATE_AREAS, CANDIDATES_FILE, type CandidateState, readCandidateState } from '../releases/candidates';

export const OTHER_BUILD = 'other';
/** The shell's build id in the site (written by scripts/lib/publish.mjs' buildShell). */
export const SHELL_BUILD_FILE = '_shell.json';
const REMOTES_FILE = 'remotes.json';
const LOOK_EVERY_MS = 5_000;

/** The live build of each area (and the shell), and an area's staged candidate (canary or preview) where there is one. */
export type SiteBuilds = ReadonlyMap<RumArea, { live?: string; candidate?: string }>;

/** What the site in `siteDir` serves now (nothing when there is no site). */
export function readSiteBuilds(siteDir: string): SiteBuilds {
  const builds = new Map<RumArea, { live?: string; candidate?: string }>();
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  let remotes: Record<string, { buildId?: unknown } | undefined> = {};
  try {
    remotes = JSON.parse(readFileSync(path.join(siteDir, REMOTES_FILE), 'utf8')) as typeof remotes;
  } catch {
    // No site yet: every build is "other" until there is one.
  }
  let staged: CandidateState['candidates'] = {};
  try {
    staged = readCandidateState(siteDir).candidates;
  } catch {
    // A state file that is not one: no candidate is labelled (the channel serves none either).
  }
  for (const area of CANDIDATE_AREAS) {
    const live = str(remotes?.[area]?.buildId);
    const candidate = staged[area]?.buildId;
    if (live || candidate) builds.set(area, { ...(live ? { live } : {}), ...(candidate ? { candidate } : {}) });
  }
  try {
    const live = str((JSON.parse(readFileSync(path.join(siteDir, SHELL_BUILD_FILE), 'utf8')) as { buildId?: unknown }).buildId);
    if (live) builds.set('shell', { live });
  } catch {}
  return builds;
}

type Known = ReadonlyMap<RumArea, ReadonlySet<string>>;

const known = (siteDir: string): Known =>
  new Map([...readSiteBuilds(siteDir)].map(([area, b]) => [area, new Set([b.live, b.candidate].filter((x) => x !== undefined))]));

export function liveBuilds(siteDir: string, now: () => number = Date.now) {
  let builds: Known = known(siteDir);
  let stamp = '';
  let lookedAt = now();
  const fingerprint = () =>
    [REMOTES_FILE, CANDIDATES_FILE, SHELL_BUILD_FILE]
      .map((f) => {
        try {
          const s = statSync(path.join(siteDir, f));
          return `${s.mtimeMs}:${s.size}`;
        } catch {
          return '-';
        }
      })
      .join('|');
  stamp = fingerprint();
  return {
    /** The metric label for `build` of `area`: itself when live or candidate, else `other`. */
    label(area: RumArea, build: string): string {
      if (now() - lookedAt > LOOK_EVERY_MS) {
        lookedAt = now();
        const next = fingerprint();
        if (next !== stamp) {
          stamp = next;
          builds = known(siteDir);
        }
      }
      return builds.get(area)?.has(build) ? build : OTHER_BUILD;
    },
  };
}

export type LiveBuilds = ReturnType<typeof liveBuilds>;
