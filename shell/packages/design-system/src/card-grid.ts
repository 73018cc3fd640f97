// @meranti/design-system/card-grid — the even card grid (no orphan row); bundled by the pages that use it, not part of the boot singleton (ADR 15).
export { CardGrid, type CardGridProps } from './components/layout/CardGrid.tsx';
export { type CardGridPlan, type CardGridStep, cardGridPlan } from './components/layout/cardGridPlan.ts';
