// @meranti/design-system/cta-panel — the closing call-to-action panel; bundled by the pages that use it, not part of the boot singleton (ADR 15).
export {
  StyledCtaActions as CtaActions,
  StyledCtaCopy as CtaCopy,
  StyledCtaPanel as CtaPanel,
} from './components/surface/styled/StyledCtaPanel.ts';
