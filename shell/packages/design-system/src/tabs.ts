// @meranti/design-system/tabs — bundled by the pages that use it, not part of the boot singleton (ADR 15).
export { type TabItem, Tabs, type TabsProps } from './components/tabs/Tabs.tsx';
