/**
 * What the telemetry tests (ADR 24) read, as an operator would: `npm run vitals -- --json` and
 * `npm run errors -- --json` (the scripts, run directly) on a server's DATA_DIR, `/metrics`, and
 * the builds the site serves now.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SITE_DIR = path.join(ROOT, '.site');

export type Area = 'marketing' | 'resources' | 'contact' | 'shell';

/** The live build of each area and the shell's, as the site holds them. */
export function liveBuilds(): Record<Area, string> {
  const remotes = JSON.parse(readFileSync(path.join(SITE_DIR, 'remotes.json'), 'utf8')) as Record<string, { buildId: string }>;
  const shell = JSON.parse(readFileSync(path.join(SITE_DIR, '_shell.json'), 'utf8')) as { buildId: string };
  return {
    marketing: remotes.marketing?.buildId ?? '',
    resources: remotes.resources?.buildId ?? '',
    contact: remotes.contact?.buildId ?? '',
    shell: shell.buildId,
  };
}

async function cli(name: 'vitals' | 'errors', dataDir: string, args: string[]): Promise<unknown> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, `api/src/cli/${name}.ts`), ...args, '--json'],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: path.resolve(ROOT, dataDir), SITE_DIR },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout);
}

export interface BuildColumn {
  build: string;
  channel: string;
  live: boolean;
  pageViews: number;
  errors: number;
  vitals: Partial<Record<'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB', { p75: number; count: number }>>;
}

/** `npm run vitals -- --since 1h --json`: each area's build columns. */
export async function vitals(dataDir: string): Promise<Partial<Record<Area, BuildColumn[]>>> {
  const report = (await cli('vitals', dataDir, ['--since', '1h'])) as { areas: { area: Area; builds: BuildColumn[] }[] };
  return Object.fromEntries(report.areas.map((a) => [a.area, a.builds]));
}

/** A build's column (zeros when it has none yet). */
export const columnOf = (report: Partial<Record<Area, BuildColumn[]>>, area: Area, build: string): BuildColumn =>
  report[area]?.find((c) => c.build === build) ?? { build, channel: 'live', live: true, pageViews: 0, errors: 0, vitals: {} };

export interface ErrorReport {
  fingerprint: string;
  area: Area;
  type: string;
  message: string;
  count: number;
  builds: { build: string; count: number }[];
  routes: string[];
  sample?: { build: string; frames: { fn: string; url: string; source?: { file: string; line: number; code?: string } }[] };
}

/** `npm run errors -- --area <area> --since 1h --json`. */
export async function errorsOf(dataDir: string, area: Area): Promise<ErrorReport[]> {
  return ((await cli('errors', dataDir, ['--area', area, '--since', '1h', '--limit', '50'])) as { errors: ErrorReport[] }).errors;
}

/** `meranti_rum_page_views_total` for one area, build and route on the server's /metrics (0 when not there yet). */
export async function pageViewsMetric(origin: string, area: Area, build: string, route: string): Promise<number> {
  const text = await (await fetch(`${origin}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`meranti_rum_page_views_total{area="${area}",build="${build}",route="${route}"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

/** In the page: whether the telemetry client has taken the page's queue over (it loads in idle time after hydration). */
export const telemetryStarted = () => {
  const queue = (window as unknown as { __merantiTelemetry?: unknown[] }).__merantiTelemetry;
  return !!queue && queue.push !== Array.prototype.push;
};
