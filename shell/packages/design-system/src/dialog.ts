// @meranti/design-system/dialog — bundled by the pages that use it, not part of the boot singleton (ADR 15).
export { Dialog, type DialogProps } from './components/dialog/Dialog.tsx';
