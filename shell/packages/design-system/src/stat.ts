// @meranti/design-system/stat — a figure with its label; bundled by the pages that use it, not part of the boot singleton (ADR 15).
export { Stat, type StatProps } from './components/surface/Stat.tsx';
export type { StatTone } from './components/surface/styled/StyledStat.ts';
