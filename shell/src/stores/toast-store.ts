import type { ToastInput } from '@meranti/platform';
import { create } from 'zustand';

export interface Toast extends ToastInput {
  readonly id: number;
}

interface ToastState {
  readonly toast: Toast | null;
  show(input: ToastInput): void;
  dismiss(): void;
}

let nextId = 1;

/** One toast at a time (docs/product-rules.md#site-chrome): a new toast replaces the current one. */
export const useToastStore = create<ToastState>((set) => ({
  toast: null,
  show: (input) => set({ toast: { ...input, id: nextId++ } }),
  dismiss: () => set({ toast: null }),
}));
