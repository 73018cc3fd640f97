// The per-page module lists an area publishes for the shell's prefetcher (scripts/vite/page-modules.ts,
// ADR 21), on a bundle shaped as @module-federation/vite emits one.
import { describe, expect, it } from 'vitest';
import { collectPageModules } from '../vite/page-modules.ts';

const chunk = (fileName, { facade, imports = [], dynamicImports = [] } = {}) => [
  fileName,
  { type: 'chunk', fileName, facadeModuleId: facade ?? null, imports, dynamicImports },
];

/** An area with two pages: `contact` with a deferred section, `thanks` sharing a helper. */
const bundle = Object.fromEntries([
  chunk('remoteEntry.js', {
    imports: ['assets/helpers.js'],
    dynamicImports: ['assets/_virtual_mf-localSharedImportMap___contact__1-x.js', 'assets/pages-a.js'],
  }),
  chunk('assets/helpers.js'),
  chunk('assets/_virtual_mf-localSharedImportMap___contact__1-x.js', { imports: ['assets/dist.js'] }),
  chunk('assets/dist.js'),
  chunk('assets/pages-a.js', {
    facade: '/repo/mfe-contact/src/pages.ts',
    imports: ['assets/preload-helper.js'],
    dynamicImports: ['assets/ContactPage.js', 'assets/ThanksPage.js'],
  }),
  chunk('assets/preload-helper.js'),
  chunk('assets/ContactPage.js', {
    facade: '/repo/mfe-contact/src/pages/contact/ContactPage.tsx',
    imports: ['assets/validation.js'],
    dynamicImports: ['assets/ContactFaq.js', 'assets/ThanksPage.js'],
  }),
  chunk('assets/ContactFaq.js', { facade: '/repo/mfe-contact/src/pages/contact/ContactFaq.tsx', imports: ['assets/faq-data.js'] }),
  chunk('assets/faq-data.js'),
  chunk('assets/validation.js'),
  chunk('assets/ThanksPage.js', { facade: '/repo/mfe-contact/src/pages/thanks/ThanksPage.tsx', imports: ['assets/validation.js'] }),
  ['assets/logo.svg', { type: 'asset', fileName: 'assets/logo.svg' }],
]);

describe('page modules', () => {
  const modules = collectPageModules(bundle, 'src/pages.ts');

  it('lists each page with its static imports and its own deferred sections, not another page it links to', () => {
    expect(modules?.contact).toEqual(
      expect.arrayContaining(['assets/ContactPage.js', 'assets/validation.js', 'assets/ContactFaq.js', 'assets/faq-data.js']),
    );
    expect(modules?.contact).not.toContain('assets/ThanksPage.js');
    expect(modules?.thanks).toEqual(expect.arrayContaining(['assets/ThanksPage.js', 'assets/validation.js']));
    expect(modules?.thanks).not.toContain('assets/ContactFaq.js');
  });

  it("lists with every page what entering the area loads first: the pages module and the federation runtime's shared-module map", () => {
    for (const page of ['contact', 'thanks']) {
      expect(modules?.[page]).toEqual(
        expect.arrayContaining([
          'assets/pages-a.js',
          'assets/preload-helper.js',
          'assets/_virtual_mf-localSharedImportMap___contact__1-x.js',
          'assets/dist.js',
        ]),
      );
      expect(new Set(modules?.[page]).size, 'each file once').toBe(modules?.[page]?.length);
    }
  });

  it('is null for a build that exposes no pages module', () => {
    expect(collectPageModules(bundle, 'src/other.ts')).toBeNull();
  });
});
