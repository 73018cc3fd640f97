import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  appendRelease,
  formatReleases,
  readReleases,
  releasedBy,
  replacedAt,
  retainedBuilds,
  rollbackTarget,
} from '../lib/release-log.mjs';

const line = (time, action, area, buildId, previous, extra = {}) => ({
  time,
  action,
  area,
  buildId,
  commit: '0123456789abcdef0123456789abcdef01234567',
  previous,
  by: 'ci-marketing',
  durationMs: 4210,
  routes: ['/', '/about', '/services'],
  ...extra,
});
const log = [
  line('2026-11-20T09:00:00.000Z', 'deploy', 'marketing', 'm2', 'm1'),
  line('2026-11-20T09:05:00.000Z', 'deploy', 'resources', 'r2', 'r1', { by: 'ana', durationMs: 12_345, routes: ['/resources'] }),
  line('2026-11-21T10:00:00.000Z', 'deploy', 'marketing', 'm3', 'm2'),
  line('2026-11-21T10:02:00.000Z', 'rollback', 'marketing', 'm2', 'm3', { commit: null }),
];

afterEach(() => vi.unstubAllEnvs());

describe('release log', () => {
  it('prints the history as a table, oldest first, for one area or all', () => {
    expect(formatReleases(log, { area: 'marketing' })).toBe(
      [
        'time (UTC)           area       action    build  previous  commit      by            took   routes',
        '-------------------  ---------  --------  -----  --------  ----------  ------------  -----  ------',
        '2026-11-20 09:00:00  marketing  deploy    m2     m1        0123456789  ci-marketing  4.2 s       3',
        '2026-11-21 10:00:00  marketing  deploy    m3     m2        0123456789  ci-marketing  4.2 s       3',
        '2026-11-21 10:02:00  marketing  rollback  m2     m3        —           ci-marketing  4.2 s       3',
      ].join('\n'),
    );
    expect(formatReleases(log).split('\n')).toHaveLength(6);
    expect(formatReleases(log).split('\n')[3]).toContain('resources  deploy    r2     r1        0123456789  ana           12.3 s       1');
    expect(formatReleases(log, { area: 'contact' })).toBe('no releases of contact yet');
    // A candidate's lines say their share and the live build they are compared with (ADR 27).
    const canary = [
      line('2026-11-22T09:00:00.000Z', 'canary', 'resources', 'r3', undefined, { live: 'r2', share: 10 }),
      line('2026-11-22T09:10:00.000Z', 'abort', 'resources', 'r3', undefined, { live: 'r2' }),
    ];
    const table = formatReleases(canary).split('\n');
    expect(table[2]).toMatch(/resources {2}canary 10 % {2}r3 {5}vs r2 /);
    expect(table[3]).toMatch(/resources {2}abort {8}r3 {5}vs r2 /);
    expect(formatReleases([])).toBe('no releases yet');
  });

  it('a rollback goes to the build that was live before the live one: back and forth between the last two', () => {
    expect(rollbackTarget(log.slice(0, 3), 'marketing', 'm3')).toBe('m2');
    expect(rollbackTarget(log, 'marketing', 'm2')).toBe('m3');
    expect(rollbackTarget(log, 'resources', 'r2')).toBe('r1');
    expect(rollbackTarget(log, 'contact', 'c1')).toBeNull();
    // A live build the log does not know (a clean build since): nothing to say.
    expect(rollbackTarget(log, 'marketing', 'm9')).toBeNull();
  });

  it('the retained history holds the newest builds of each area, the rollback target among the first two', () => {
    expect(retainedBuilds(log, 5)).toEqual(
      new Map([
        ['marketing', ['m2', 'm3', 'm1']],
        ['resources', ['r2', 'r1']],
      ]),
    );
    const longer = [...log, line('2026-11-22T10:00:00.000Z', 'deploy', 'marketing', 'm4', 'm2')];
    expect(retainedBuilds(longer, 2).get('marketing')).toEqual(['m4', 'm2']);
    expect(retainedBuilds(longer, 3).get('marketing')).toEqual(['m4', 'm2', 'm3']);
    expect(replacedAt(longer).get('marketing/m2')).toBe(Date.parse('2026-11-22T10:00:00.000Z'));
    expect(replacedAt(longer).get('marketing/m3')).toBe(Date.parse('2026-11-21T10:02:00.000Z'));
    // Candidates aborted since (ADR 27) change nothing live: the rollback target m2 is still kept.
    const aborted = ['c1', 'c2', 'c3'].flatMap((id, i) => [
      line(`2026-11-23T1${i}:00:00.000Z`, 'canary', 'marketing', id, undefined, { live: 'm4' }),
      line(`2026-11-23T1${i}:05:00.000Z`, 'abort', 'marketing', id, undefined, { live: 'm4' }),
    ]);
    expect(retainedBuilds([...longer, ...aborted], 2).get('marketing')).toEqual(['m4', 'm2']);
    expect(replacedAt([...longer, ...aborted]).has('marketing/m4')).toBe(false);
    expect(rollbackTarget([...longer, ...aborted], 'marketing', 'm4')).toBe('m2');
  });

  it('appends one JSON line per release and reads them back, skipping a line that is not one', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'releases-'));
    const file = path.join(dir, 'releases.ndjson');
    try {
      expect(await readReleases(file)).toEqual([]);
      await appendRelease(log[0], file);
      await fs.appendFile(file, '{"torn": \n');
      await appendRelease(log[1], file);
      expect(await readReleases(file)).toEqual([log[0], log[1]]);
      expect((await fs.readFile(file, 'utf8')).split('\n')[0]).toBe(JSON.stringify(log[0]));
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('who released: RELEASED_BY when set, the OS user otherwise', () => {
    vi.stubEnv('RELEASED_BY', 'ci-marketing#812');
    expect(releasedBy()).toBe('ci-marketing#812');
    vi.stubEnv('RELEASED_BY', '');
    expect(releasedBy()).toBe(os.userInfo().username);
  });
});
