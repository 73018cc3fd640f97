// @meranti/design-system/inline-checks — a row of short checked points; bundled by the pages that use it, not part of the boot singleton (ADR 15).
export { type InlineCheckItem, InlineChecks, type InlineChecksProps } from './components/surface/InlineChecks.tsx';
export type { InlineChecksStyleProps } from './components/surface/styled/StyledInlineChecks.ts';
