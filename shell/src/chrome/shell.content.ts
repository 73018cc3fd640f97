import type { ShellContent } from './chrome.schema';

export const shellContent: ShellContent = {
  skipToContent: 'Skip to main content',
};
