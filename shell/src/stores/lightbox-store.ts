import type { LightboxMedia } from '@meranti/platform';
import { create } from 'zustand';

interface LightboxState {
  readonly media: LightboxMedia | null;
  open(media: LightboxMedia): void;
  /** Closing clears source, alt and type. */
  close(): void;
}

export const useLightboxStore = create<LightboxState>((set) => ({
  media: null,
  open: (media) => set({ media }),
  close: () => set({ media: null }),
}));
