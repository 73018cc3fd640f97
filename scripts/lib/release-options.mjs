// The command line of `npm run deploy` (scripts/deploy.mjs), parsed and checked in one place, so a
// mistyped option is refused with one clear line before anything is built or staged.

export class UsageError extends Error {}

const UNITS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `30s`, `10m`, `24h`, `7d` → milliseconds. */
export function parseDuration(flag, text) {
  const m = /^(\d+(?:\.\d+)?)([smhd])$/.exec(String(text ?? '').trim());
  if (!m || Number(m[1]) <= 0) throw new UsageError(`${flag} ${text ?? ''}: a duration such as 30s, 10m, 24h or 7d`);
  return Math.round(Number(m[1]) * UNITS[m[2]]);
}

const share = (flag, text) => {
  const n = Number(text);
  if (!/^\d+$/.test(String(text ?? '')) || n < 1 || n > 100)
    throw new UsageError(`${flag} ${text ?? ''}: a share of visitors in whole %, 1 to 100`);
  return n;
};

const count = (flag, text) => {
  const n = Number(text);
  if (!/^\d+$/.test(String(text ?? '')) || n < 1) throw new UsageError(`${flag} ${text ?? ''}: a whole number, 1 or more`);
  return n;
};

/** The canary's stages: `--canary N` starts at N; `--stages` lists them (ascending; 100 is added when missing). */
export function canaryStages(first, listed) {
  const stages = [...new Set([...(first === undefined ? [] : [first]), ...(listed ?? [])])].sort((a, b) => a - b);
  if (first !== undefined && stages[0] !== first)
    throw new UsageError(`--canary ${first}: the first stage, so no stage of --stages may be below it`);
  if (stages.at(-1) !== 100) stages.push(100);
  return stages;
}

export const CANARY_DEFAULTS = { stageMs: 10 * 60_000, checkMs: 30_000, minPageViews: 200, minVitals: 100 };
const DEFAULT_STAGES_AFTER = [25, 50, 100];
const PREVIEW_DEFAULT_MS = 24 * 3_600_000;

/**
 * `<area> [--artifact f] [--preview [--expires d]] [--canary N] [--stages a,b] [--stage-time d]
 * [--check-every d] [--min-page-views n] [--min-vitals n]` → what the deploy does.
 */
export function parseReleaseOptions(argv, areas) {
  const [area, ...rest] = argv;
  if (!areas.includes(area ?? '')) throw new UsageError(area ? `unknown area ${area}: one of ${areas.join(', ')}` : 'which area?');
  const values = new Map();
  let preview = false;
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i];
    if (flag === '--preview') {
      preview = true;
      continue;
    }
    if (
      !['--artifact', '--expires', '--canary', '--stages', '--stage-time', '--check-every', '--min-page-views', '--min-vitals'].includes(
        flag,
      )
    )
      throw new UsageError(`unknown option ${flag}`);
    const value = rest[++i];
    if (value === undefined || value.startsWith('--')) throw new UsageError(`${flag} needs a value`);
    if (values.has(flag)) throw new UsageError(`${flag} is given twice`);
    values.set(flag, value);
  }
  const canaryFlags = ['--canary', '--stages', '--stage-time', '--check-every', '--min-page-views', '--min-vitals'].filter((f) =>
    values.has(f),
  );
  if (preview && canaryFlags.length)
    throw new UsageError(`--preview and ${canaryFlags[0]}: a build is previewed or goes to a canary, one at a time`);
  if (values.has('--expires') && !preview) throw new UsageError('--expires is the preview link’s lifetime: use it with --preview');
  const options = { area, artifact: values.get('--artifact'), mode: 'live', stages: [] };
  if (preview)
    return {
      ...options,
      mode: 'preview',
      expiresMs: values.has('--expires') ? parseDuration('--expires', values.get('--expires')) : PREVIEW_DEFAULT_MS,
    };
  if (!canaryFlags.length) return options;
  const first = values.has('--canary') ? share('--canary', values.get('--canary')) : undefined;
  const listed = values.has('--stages')
    ? values
        .get('--stages')
        .split(',')
        .map((s) => share('--stages', s))
    : undefined;
  if (first === undefined && !listed) throw new UsageError(`${canaryFlags[0]} is a canary's: give --canary <share> or --stages`);
  // By default a stage at least half again as large as the one before: 10 → 25, 50, 100; 20 → 50, 100.
  const stages = canaryStages(first, listed ?? DEFAULT_STAGES_AFTER.filter((s) => s >= first * 1.5));
  return {
    ...options,
    mode: 'canary',
    stages,
    canary: {
      stageMs: values.has('--stage-time') ? parseDuration('--stage-time', values.get('--stage-time')) : CANARY_DEFAULTS.stageMs,
      checkMs: values.has('--check-every') ? parseDuration('--check-every', values.get('--check-every')) : CANARY_DEFAULTS.checkMs,
      judgeOptions: {
        minPageViews: values.has('--min-page-views')
          ? count('--min-page-views', values.get('--min-page-views'))
          : CANARY_DEFAULTS.minPageViews,
        minVitals: values.has('--min-vitals') ? count('--min-vitals', values.get('--min-vitals')) : CANARY_DEFAULTS.minVitals,
      },
    },
  };
}
