// The layers (ADR 26), as biome.json enforces them with style/noRestrictedImports (`npm test` runs
// `biome check --error-on-warnings .`): small files at paths inside each layer, linted with this
// checkout's biome.json in a scratch folder. Each forbidden import must be reported with its
// layer's message, and each allowed one must not be.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../lib/layout.mjs';

const AREA = 'An area imports no other area';
const SCRIPTS = 'Browser code imports nothing of scripts/';
const API = 'Browser code imports nothing of api/';
const SHELL = "An area imports nothing of the shell's code";
const SHELL_NO_AREA = 'The shell imports no area';
const PACKAGE_NO_AREA = 'A shared package imports no area';
const BROWSER = 'The API imports no browser code';
const CONTRACT = '@meranti/contract imports zod and itself only';

/** [file, source, the message expected]: each a violation of one layer's rule. */
const forbidden = [
  // An area: nothing of another area, the shell's code, scripts/ or api/; its tests neither.
  ['mfe-marketing/src/pages/home/x.tsx', "import { pages } from '../../../../mfe-contact/src/pages';", AREA],
  ['mfe-resources/test/x.test.ts', "import { pages } from '@meranti/mfe-contact/pages';", AREA],
  ['mfe-contact/src/x.ts', "import { sharedSingletons } from '../../scripts/vite/shared';", SCRIPTS],
  ['mfe-resources/src/content/x.ts', "import type { MarkdownDocument } from '../../../scripts/vite/markdown';", SCRIPTS],
  ['mfe-resources/test/y.test.ts', "import { newsletterLeadSchema } from '../../api/src/leads/schema';", API],
  ['mfe-contact/src/pages/contact/x.ts', "import { contactFormSchema } from '@meranti/api/schemas';", API],
  ['mfe-contact/test/x.test.ts', "export { init } from '../../shell/src/federation/host';", SHELL],
  // The shell: no area (it loads them at run time), nothing of scripts/ or api/.
  ['shell/src/x.ts', "export const load = () => import('../../mfe-marketing/src/pages');", SHELL_NO_AREA],
  ['shell/src/prefetch/x.ts', "import { PREFETCH_BUDGET } from '../../../scripts/budgets.mjs';", SCRIPTS],
  ['shell/src/telemetry/x.ts', "import type { BeaconInput } from '@meranti/api/rum-beacon';", API],
  // The shared browser packages: nothing of scripts/, api/ or an area.
  ['shell/packages/platform/src/x.ts', "import { sharedSingletons } from '../../../../scripts/vite/shared';", SCRIPTS],
  ['shell/packages/design-system/src/x.ts', "import '../../../../mfe-contact/src/pages';", PACKAGE_NO_AREA],
  // The API: no browser code.
  ['api/src/x.ts', "import { Button } from '@meranti/design-system';", BROWSER],
  ['api/src/mail/x.ts', "import { renderToString } from 'react-dom/server';", BROWSER],
  ['api/src/y.ts', "import { pages } from '../../mfe-contact/src/pages';", BROWSER],
  ['api/test/x.test.ts', "import { createBeaconClient } from '../../shell/src/telemetry/client';", BROWSER],
  // The contract: zod and itself only.
  ['shell/packages/contract/src/x.ts', "import { useState } from 'react';", CONTRACT],
  ['shell/packages/contract/src/y.ts', "import { readFileSync } from 'node:fs';", CONTRACT],
  ['shell/packages/contract/src/z.ts', "import { routes } from '@meranti/platform/routes';", CONTRACT],
  ['shell/packages/contract/src/w.ts', "import type { Plugin } from 'vite';", CONTRACT],
];

/** [file, source]: imports each layer may make. */
const allowed = [
  [
    'mfe-contact/src/ok.ts',
    "import { contactFormSchema } from '@meranti/contract/enquiry';\nimport { Button } from '@meranti/design-system';\nimport { routes } from '@meranti/platform';\nimport { x } from './x';",
  ],
  ['mfe-resources/test/ok.test.ts', "import { drawnVisuals } from '../scripts/visuals/drawn';\nimport { pages } from '../src/pages';"],
  ['mfe-resources/vite.config.ts', "import { markdownContent } from '../scripts/vite/markdown.ts';"],
  ['mfe-contact/dev/standalone.tsx', "import { mountStandalone } from '../../scripts/vite/standalone-host';"],
  ['shell/src/ok.ts', "import { sharedSingletons } from '@meranti/contract/federation';\nimport * as platform from '@meranti/platform';"],
  ['shell/vite.config.ts', "import { ssrExternals } from '../scripts/vite/shared.ts';"],
  [
    'api/src/ok.ts',
    "import { leadSchema } from '@meranti/contract/lead';\nimport { routes } from '@meranti/platform/routes';\nimport express from 'express';",
  ],
  [
    'shell/packages/contract/src/ok.ts',
    "import * as z from 'zod/mini';\nimport { emailAddress } from './fields';\nimport type { Lead } from '@meranti/contract/lead';",
  ],
  ['scripts/vite/ok.ts', "import { sharedSingletons } from '../../shell/packages/contract/src/federation.ts';"],
];

let scratch;
/** path → the noRestrictedImports messages Biome reported for it. */
const reported = new Map();
let linted = 0;

beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'layers-'));
  await fs.copyFile(path.join(ROOT, 'biome.json'), path.join(scratch, 'biome.json'));
  for (const [file, source] of [...forbidden, ...allowed]) {
    await fs.mkdir(path.dirname(path.join(scratch, file)), { recursive: true });
    await fs.writeFile(path.join(scratch, file), `${source}\n`);
  }
  const out = spawnSync(path.join(ROOT, 'node_modules/.bin/biome'), ['lint', '--only=style/noRestrictedImports', '--reporter=json', '.'], {
    cwd: scratch,
    encoding: 'utf8',
  });
  const result = JSON.parse(out.stdout);
  linted = result.summary.changed + result.summary.unchanged;
  for (const d of result.diagnostics) {
    expect(d.category, `${d.location?.path}: ${d.message}`).toBe('lint/style/noRestrictedImports');
    reported.set(d.location.path, [...(reported.get(d.location.path) ?? []), d.message]);
  }
}, 60_000);
afterAll(() => fs.rm(scratch, { recursive: true, force: true }));

describe('layers (biome.json, style/noRestrictedImports)', () => {
  it('lints every probe file', () => {
    expect(linted).toBeGreaterThanOrEqual(forbidden.length + allowed.length);
  });

  it.each(forbidden)('%s: `%s` is reported (%s)', (file, _source, message) => {
    const messages = reported.get(file) ?? [];
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(message);
  });

  it.each(allowed)('%s: `%s` is allowed', (file) => {
    expect(reported.get(file) ?? []).toEqual([]);
  });
});
