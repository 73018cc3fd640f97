// @meranti/design-system/chip — a filter or topic chip; bundled by the pages that use it, not part of the boot singleton (ADR 15).
export { Chip, type ChipProps } from './components/surface/Chip.tsx';
