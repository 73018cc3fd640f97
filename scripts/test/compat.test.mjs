import { describe, expect, it } from 'vitest';
import { compatibilityProblems } from '../lib/compat.mjs';

// What the live shell was built with, as its build records it (.ssr/shell/build-info.json).
const shell = {
  platform: '1.4.0',
  shared: {
    react: { version: '19.3.1', requiredVersion: '^19.3.1' },
    'styled-components': { version: '6.6.0', requiredVersion: '^6.6.0' },
    '@meranti/platform': { version: '1.4.0', requiredVersion: '*' },
  },
};
const build = (changes = {}) => ({
  platform: changes.platform ?? '1.4.0',
  shared: { ...structuredClone(shell.shared), ...changes.shared },
});

describe('does an area build fit the live shell', () => {
  it('the same versions fit; so do another minor of the seam and singletons inside both ranges', () => {
    expect(compatibilityProblems(shell, build())).toEqual([]);
    expect(
      compatibilityProblems(shell, build({ platform: '1.9.2', shared: { react: { version: '19.4.0', requiredVersion: '^19.3.1' } } })),
    ).toEqual([]);
  });

  it('another major of @meranti/platform does not', () => {
    expect(compatibilityProblems(shell, build({ platform: '2.0.0' }))).toEqual([
      'built against @meranti/platform 2.0.0, the live shell has 1.4.0 (another major version)',
    ]);
    expect(compatibilityProblems(shell, build({ platform: 'next' }))).toEqual(['@meranti/platform version "next" is not a version']);
  });

  it("a singleton built against a version outside the shell's range does not", () => {
    expect(compatibilityProblems(shell, build({ shared: { react: { version: '20.0.0', requiredVersion: '^19.3.1' } } }))).toEqual([
      "built against react 20.0.0, outside the live shell's range ^19.3.1",
    ]);
  });

  it('a build asking for more than the shell provides does not (what the federation runtime checks in the browser)', () => {
    expect(
      compatibilityProblems(shell, build({ shared: { 'styled-components': { version: '6.6.0', requiredVersion: '^6.7.0' } } })),
    ).toEqual(['asks for styled-components ^6.7.0, the live shell provides 6.6.0']);
  });

  it('a build taking a singleton the shell does not share does not; every problem is named', () => {
    expect(
      compatibilityProblems(
        shell,
        build({
          platform: '0.9.0',
          shared: { zustand: { version: '5.1.0', requiredVersion: '^5.1.0' }, react: { version: '18.3.1', requiredVersion: '^18.3.1' } },
        }),
      ),
    ).toEqual([
      'built against @meranti/platform 0.9.0, the live shell has 1.4.0 (another major version)',
      "built against react 18.3.1, outside the live shell's range ^19.3.1",
      'asks for react ^18.3.1, the live shell provides 19.3.1',
      'takes zustand from the shell, which the live shell does not share',
    ]);
  });
});
