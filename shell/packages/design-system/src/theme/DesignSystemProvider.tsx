import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle.ts';
import { theme } from './theme.ts';

export interface DesignSystemProviderProps {
  readonly children?: ReactNode;
}

/** Theme + global styles. Mount once at the root of the shell (areas inherit the context). */
export function DesignSystemProvider({ children }: DesignSystemProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
