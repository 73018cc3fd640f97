declare const __MERANTI_ICON_SPRITE__: string;

/**
 * Address of the icon sprite (content-hashed, so it is cached for good). Set by the design
 * system's build (vite.config.ts), which writes the sprite beside its bundle; the shell serves it.
 */
export const ICON_SPRITE_URL: string = __MERANTI_ICON_SPRITE__;
