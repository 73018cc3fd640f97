// `npm run deploy`'s command line: what each form does, and a clear refusal for a mistyped one.
import { describe, expect, it } from 'vitest';
import { CANARY_DEFAULTS, canaryStages, parseDuration, parseReleaseOptions, UsageError } from '../lib/release-options.mjs';

const AREAS = ['marketing', 'resources', 'contact'];
const parse = (line) => parseReleaseOptions(line.split(' ').filter(Boolean), AREAS);

describe('npm run deploy options', () => {
  it('a plain deploy goes live, with or without an artifact', () => {
    expect(parse('resources')).toEqual({ area: 'resources', artifact: undefined, mode: 'live', stages: [] });
    expect(parse('contact --artifact x.tgz')).toMatchObject({ area: 'contact', artifact: 'x.tgz', mode: 'live' });
  });

  it('--preview stages a candidate with a link valid 24 h unless --expires says otherwise', () => {
    expect(parse('resources --preview')).toMatchObject({ mode: 'preview', expiresMs: 24 * 3_600_000 });
    expect(parse('resources --preview --expires 90m')).toMatchObject({ mode: 'preview', expiresMs: 90 * 60_000 });
  });

  it('--canary N starts at N and goes on through 25, 50 and 100 % (each at least half again the one before) by default, with the stated defaults', () => {
    const o = parse('marketing --canary 10');
    expect(o.mode).toBe('canary');
    expect(o.stages).toEqual([10, 25, 50, 100]);
    expect(o.canary).toEqual({
      stageMs: CANARY_DEFAULTS.stageMs,
      checkMs: CANARY_DEFAULTS.checkMs,
      judgeOptions: { minPageViews: CANARY_DEFAULTS.minPageViews, minVitals: CANARY_DEFAULTS.minVitals },
    });
    expect(parse('marketing --canary 20').stages).toEqual([20, 50, 100]);
    expect(parse('marketing --canary 30').stages).toEqual([30, 50, 100]);
    expect(parse('marketing --canary 80').stages).toEqual([80, 100]);
  });

  it('--stages sets every stage; 100 is added when missing; windows and minimums are options', () => {
    const o = parse('resources --stages 5,25,50 --stage-time 20s --check-every 2s --min-page-views 30 --min-vitals 10');
    expect(o.stages).toEqual([5, 25, 50, 100]);
    expect(o.canary).toEqual({ stageMs: 20_000, checkMs: 2_000, judgeOptions: { minPageViews: 30, minVitals: 10 } });
    expect(parse('resources --canary 20 --stages 50,100').stages).toEqual([20, 50, 100]);
  });

  it.each([
    ['', 'which area?'],
    ['shop', 'unknown area shop'],
    ['resources --fast', 'unknown option --fast'],
    ['resources --artifact', '--artifact needs a value'],
    ['resources --canary 0', 'a share of visitors in whole %, 1 to 100'],
    ['resources --canary 150', 'a share of visitors in whole %, 1 to 100'],
    ['resources --canary 2.5', 'a share of visitors in whole %, 1 to 100'],
    ['resources --canary 20 --stages 10,50', 'no stage of --stages may be below it'],
    ['resources --preview --canary 10', 'one at a time'],
    ['resources --expires 2h', 'use it with --preview'],
    ['resources --stage-time 10m', 'give --canary <share> or --stages'],
    ['resources --canary 10 --stage-time soon', 'a duration such as 30s'],
    ['resources --canary 10 --min-page-views 0', 'a whole number, 1 or more'],
    ['resources --canary 10 --canary 20', '--canary is given twice'],
  ])('refuses %j: %s', (line, message) => {
    expect(() => parse(line)).toThrow(UsageError);
    expect(() => parse(line)).toThrow(message);
  });

  it('durations and stages on their own', () => {
    expect(parseDuration('--x', '1.5h')).toBe(5_400_000);
    expect(() => parseDuration('--x', '0s')).toThrow(UsageError);
    expect(canaryStages(undefined, [50, 5, 25])).toEqual([5, 25, 50, 100]);
  });
});
