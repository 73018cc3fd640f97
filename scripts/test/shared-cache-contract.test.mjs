// The shell's first load imports an area's first page without the federation runtime, having put
// the shared packages into the cache the areas' shared-module wrappers read (ADR 8): the build check
// that holds each wrapper to that (scripts/vite/shared-cache-contract.ts), on a wrapper exactly as
// @module-federation/vite 1.23 generates it for `react` (fixtures/shared-cache-contract, kept as
// text so the formatter leaves it as generated), and what the wrapper does with what the shell writes.
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { SHARED_CACHE_GLOBAL, sharedCacheKeys } from '../../shell/packages/contract/src/federation.ts';
import { sharedWrapperProblem } from '../vite/shared-cache-contract.ts';

const wrapper = fs.readFileSync(new URL('./fixtures/shared-cache-contract/react-wrapper.js.txt', import.meta.url), 'utf8');

/** Runs the wrapper as a module body and returns what it exports right after its evaluation. */
function evaluate(code) {
  const body = code.replace(/^export \{[^}]*\};$/gm, '');
  return new Function(`${body}\nreturn { useState: __mf_9, exportModule };`)();
}

describe('the shared-cache contract of an area build', () => {
  it('accepts the wrapper the federation plugin generates', () => {
    expect(sharedWrapperProblem(wrapper)).toBeNull();
  });

  it('fails a wrapper that reads another cache global, another key, or waits for the runtime regardless', () => {
    expect(sharedWrapperProblem(wrapper.replace('"__mf_module_cache__"', '"__mf_cache_v2__"'))).toMatch(/cache global __mf_cache_v2__/);
    expect(sharedWrapperProblem(wrapper.replaceAll('"canonical": "default:react"', '"canonical": "shared:react"'))).toMatch(
      /cache key shared:react/,
    );
    expect(sharedWrapperProblem(wrapper.replaceAll('"aliases": ["react"]', '"aliases": ["react@19"]'))).toMatch(/aliases/);
    expect(sharedWrapperProblem(wrapper.replace(/\} else \{\s*__mfApplyHostProvidedExports\(exportModule\);\s*\}/, '}'))).toMatch(
      /at once/,
    );
  });
});

describe('a wrapper evaluated after the shell has written its instances', () => {
  afterEach(() => {
    delete globalThis[SHARED_CACHE_GLOBAL];
    for (const key of Object.keys(globalThis)) if (key.startsWith('__mf_init__')) delete globalThis[key];
  });

  it('takes them at once: the module importing it can call React at its top level', () => {
    const react = { useState: () => 'the shell’s useState' };
    const { canonical, alias } = sharedCacheKeys('react');
    globalThis[SHARED_CACHE_GLOBAL] = { share: { [canonical]: react, [alias]: react }, remote: {} };
    const out = evaluate(wrapper);
    expect(out.exportModule).toBe(react);
    expect(out.useState).toBe(react.useState);
  });

  it('without them, has nothing until the runtime has initialised the area', () => {
    const out = evaluate(wrapper);
    expect(out.exportModule).toBeUndefined();
    expect(out.useState).toBeUndefined();
    // Its wait on the runtime is pending, not failed: no unhandled rejection from this test.
  });
});
