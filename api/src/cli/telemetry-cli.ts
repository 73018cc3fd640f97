/**
 * What `npm run vitals` and `npm run errors` share: their options, the environment (the server's:
 * DATA_DIR or DATABASE_URL, SITE_DIR, SSR_DIR), and the telemetry store, opened for reading.
 */

import { AREAS, type RumArea, VIEWPORTS, type Viewport } from '@meranti/contract/rum-beacon';
import { type Config, ConfigError, loadEnv } from '../config/env';
import { createLogger } from '../logger';
import { openTelemetryReader } from '../rum/open';
import { routePatterns } from '../rum/schema';
import type { TelemetryStore, TelemetryWindow } from '../rum/telemetry-store';

export class UsageError extends Error {}

const UNITS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `30m`, `24h`, `7d` → milliseconds. */
export function parseSince(text: string): number {
  const m = /^(\d+)([mhd])$/.exec(text.trim());
  if (!m) throw new UsageError(`--since ${text}: use minutes, hours or days, e.g. 30m, 24h, 7d`);
  return Number(m[1]) * (UNITS[m[2] as string] as number);
}

export interface TelemetryOptions {
  window: TelemetryWindow;
  sinceText: string;
  json: boolean;
  limit: number;
}

/** Parses `--area --route --build --since --viewport --limit --json`; `allowed` names the ones this command takes. */
export function parseOptions(argv: string[], allowed: readonly string[], defaultSince: string): TelemetryOptions {
  const values = new Map<string, string>();
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--json') {
      json = true;
      continue;
    }
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined];
    const name = flag.replace(/^--/, '');
    if (!flag.startsWith('--') || !allowed.includes(name)) throw new UsageError(`unknown option ${arg}`);
    const value = inline ?? argv[++i];
    if (value === undefined || value.startsWith('--')) throw new UsageError(`${flag} needs a value`);
    values.set(name, value);
  }
  const area = values.get('area');
  if (area !== undefined && !AREAS.includes(area as RumArea)) throw new UsageError(`--area ${area}: one of ${AREAS.join(', ')}`);
  const route = values.get('route');
  if (route !== undefined && !routePatterns().includes(route))
    throw new UsageError(
      `--route ${route}: a route pattern of the site, e.g. / or /blog/:id (${routePatterns().length} in the route table)`,
    );
  const viewport = values.get('viewport');
  if (viewport !== undefined && !VIEWPORTS.includes(viewport as Viewport))
    throw new UsageError(`--viewport ${viewport}: one of ${VIEWPORTS.join(', ')}`);
  const limit = Number(values.get('limit') ?? 10);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit: a whole number, 1 or more');
  const sinceText = values.get('since') ?? defaultSince;
  const to = Date.now() + 60_000; // the current minute too
  return {
    window: {
      from: Date.now() - parseSince(sinceText),
      to,
      area: area as RumArea | undefined,
      route,
      build: values.get('build'),
      viewport: viewport as Viewport | undefined,
    },
    sinceText,
    json,
    limit,
  };
}

/** Runs a command on the telemetry store of this environment; usage and configuration problems exit 2. */
export async function runTelemetryCommand(usage: string, run: (store: TelemetryStore, config: Config) => Promise<number>): Promise<never> {
  if (process.argv.includes('--help') || process.argv.includes('help')) {
    console.log(usage);
    process.exit(0);
  }
  let config: Config;
  try {
    config = loadEnv();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  let code = 1;
  const reader = await openTelemetryReader(config, createLogger('warn')).catch((err: unknown) => {
    console.error(`cannot open the telemetry store: ${(err as Error).message}`);
    process.exit(1);
  });
  try {
    code = await run(reader.store, config);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`${err.message}\n\n${usage}`);
    code = 2;
  } finally {
    await reader.close();
  }
  process.exit(code);
}

/** A table of strings with its columns padded, first column left, the others right-aligned. */
export function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  return rows.map((r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ')).join('\n');
}

/** An ISO time without seconds' fractions, UTC. */
export const when = (ms: number) => new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z');
