/**
 * The candidate state of the site: `SITE_DIR/_candidates.json`, the builds staged beside the live
 * ones — an area's canary (a share of visitors gets it) or its previews (whoever holds a signed
 * link). The release scripts write the file whole (write-whole.mjs); the API follows it
 * (releases/channel.ts) and serves each visitor its channel; the telemetry labels the candidates'
 * builds (rum/live-builds.ts). Its name starts with "_": never served by name (http/site-rules.ts).
 *
 * Plain data and zod only (no Express): the scripts import this module as it is.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Area } from '@meranti/platform/routes';
import { z } from 'zod';

/** The state file, in SITE_DIR. */
export const CANDIDATES_FILE = '_candidates.json';
/** Where the candidates' prerendered pages lie in SITE_DIR: `_candidates/<area>/<buildId>/`. */
export const CANDIDATE_PAGES_ROOT = '_candidates';
/** The cookie that holds a visitor's signed preview token (releases/preview-token.ts). */
export const PREVIEW_COOKIE = 'meranti_preview';
/** The cookie that holds a visitor's canary bucket, 0–99: buckets below a canary's share get the candidate. */
export const BUCKET_COOKIE = 'meranti_bucket';
/** How long a visitor keeps its bucket (seconds): 30 days. */
export const BUCKET_MAX_AGE_SECONDS = 2_592_000;
/** How many buckets there are (a share is a percentage of them). */
export const BUCKETS = 100;

/** The areas a candidate can be staged for. */
export const CANDIDATE_AREAS = ['marketing', 'resources', 'contact'] as const satisfies readonly Area[];

/** A build id: 12 lowercase hex digits. */
export const buildIdSchema = z.string().regex(/^[0-9a-f]{12}$/, { error: 'must be a build id (12 lowercase hex digits)' });

const share = z
  .number()
  .int({ error: 'must be a whole number' })
  .min(0, { error: 'must be at least 0' })
  .max(100, { error: 'must be at most 100' });

/** A folder of the site for the candidate's pages: relative, its first segment starting with "_" (never served by name), no "." or ".." segment. */
const pagesFolder = z
  .string()
  .regex(/^_[A-Za-z0-9_-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/, {
    error: 'must be a folder of the site such as _candidates/resources/abc123def456 (relative, first segment starting with "_")',
  })
  .refine((p) => !p.split('/').some((s) => s === '.' || s === '..'), { error: 'may not contain "." or ".." segments' });

export const candidateSchema = z
  .object({
    /** The candidate build (its files are published under /mfe/<area>/<buildId>/). */
    buildId: buildIdSchema,
    /** URL of the candidate's remoteEntry.js. */
    entry: z.string().startsWith('/', { error: 'must be a path on the site' }),
    /** The live build of the area when the candidate was staged. */
    live: buildIdSchema,
    mode: z.enum(['preview', 'canary']),
    /** The area's prerendered pages against the candidate, laid out like the site (x/index.html and its .br/.gz copies). */
    pages: pagesFolder,
    /** Canary: the percentage of visitors (buckets below it) that get the candidate — `stages[stage]`, or 0 while halted; preview: 0. */
    share,
    /** Canary: the shares it goes through, in order. */
    stages: z.array(share.min(1, { error: 'must be at least 1' })).optional(),
    /** Canary: the index of the current stage in `stages`. */
    stage: z.number().int().min(0).optional(),
    /** When the candidate was staged. */
    since: z.iso.datetime(),
    /** Canary: when its current stage began. */
    stageSince: z.iso.datetime().optional(),
    /** Who staged it (a person or a CI job). */
    by: z.string().min(1),
  })
  .superRefine((c, ctx) => {
    if (c.mode === 'preview') {
      if (c.share !== 0) ctx.addIssue({ code: 'custom', path: ['share'], message: 'a preview has share 0 (no visitor gets it unasked)' });
      return;
    }
    const stages = c.stages ?? [];
    if (stages.length === 0) ctx.addIssue({ code: 'custom', path: ['stages'], message: 'a canary lists its stages' });
    if (stages.some((s, i) => i > 0 && s <= (stages[i - 1] as number)))
      ctx.addIssue({ code: 'custom', path: ['stages'], message: 'stages must increase' });
    if (c.stage === undefined || c.stage >= stages.length)
      ctx.addIssue({ code: 'custom', path: ['stage'], message: 'must be the index of one of the stages' });
    else if (c.share !== 0 && stages[c.stage] !== c.share)
      ctx.addIssue({ code: 'custom', path: ['share'], message: `must be stages[stage] (${stages[c.stage]}), or 0 (halted)` });
    if (c.stageSince === undefined) ctx.addIssue({ code: 'custom', path: ['stageSince'], message: 'a canary says when its stage began' });
  });

export const candidateStateSchema = z
  .object({
    version: z.literal(1),
    candidates: z.partialRecord(z.enum(CANDIDATE_AREAS), candidateSchema),
  })
  .superRefine((s, ctx) => {
    const canaries = Object.entries(s.candidates).filter(([, c]) => c?.mode === 'canary');
    if (canaries.length > 1)
      ctx.addIssue({
        code: 'custom',
        path: ['candidates'],
        message: `at most one canary runs at a time (${canaries.map(([area]) => area).join(', ')})`,
      });
  });

export type CandidateArea = (typeof CANDIDATE_AREAS)[number];
export type Candidate = z.output<typeof candidateSchema>;
export type CandidateState = z.output<typeof candidateStateSchema>;

/** The state when nothing is staged (no file). */
export const NO_CANDIDATES: CandidateState = Object.freeze({ version: 1, candidates: Object.freeze({}) }) as CandidateState;

/** The pages folder of a candidate build, relative to SITE_DIR (what `pages` holds). */
export const candidatePagesFolder = (area: CandidateArea, buildId: string): string => `${CANDIDATE_PAGES_ROOT}/${area}/${buildId}`;

/** Parses the text of the state file (null: no file = nothing staged). Throws on anything that is not a valid state. */
export function parseCandidateState(text: string | null): CandidateState {
  if (text === null) return { version: 1, candidates: {} };
  return candidateStateSchema.parse(JSON.parse(text));
}

/** The state of the site in `siteDir` (nothing staged when there is no file). Throws when the file is not a valid state. */
export function readCandidateState(siteDir: string): CandidateState {
  let text: string | null;
  try {
    text = readFileSync(path.join(siteDir, CANDIDATES_FILE), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    text = null;
  }
  return parseCandidateState(text);
}

/** The canary that runs, if one does (at most one). */
export function runningCanary(state: CandidateState): { area: CandidateArea; candidate: Candidate } | undefined {
  for (const area of CANDIDATE_AREAS) {
    const candidate = state.candidates[area];
    if (candidate?.mode === 'canary') return { area, candidate };
  }
  return undefined;
}
