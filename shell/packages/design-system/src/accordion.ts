// @meranti/design-system/accordion — bundled by the pages that use it, not part of the boot singleton (ADR 15).
export { Accordion, type AccordionItem, type AccordionProps } from './components/accordion/Accordion.tsx';
