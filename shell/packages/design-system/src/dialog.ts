// @meranti/design-system/dialog — bundled by the pages that use it, not part of the boot singleton (ADR 15).
export { Dialog, type DialogProps } from './components/dialog/Dialog.tsx';
// The modal behaviour on its own, for a layer with a look of its own (the shell's lightbox).
export { type ModalLayerOptions, useModalLayer } from './components/shared/useModalLayer.ts';
