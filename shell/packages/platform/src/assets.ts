/**
 * Typed configuration of static media addresses (docs/product-rules.md#media):
 * an address is the assets base plus a file name, optionally with the original-quality flag.
 * The base defaults to the site's own `/assets/`; a deployment sets `ASSETS_BASE_URL` (read by
 * the one env module, api/src/config/env.ts), which the prerender writes into each page's boot
 * data and the shell hands to areas as `useShell().assetsBase`.
 */
import { use } from 'react';
import { ShellContext } from './seam';

export const assetsConfig = {
  /** The site's own assets folder. */
  defaultBase: '/assets/',
  /** Query parameter that asks an image host for the file at its original quality. */
  originalQualityParam: 'quality',
  originalQualityValue: 'original',
} as const;

export interface AssetUrlOptions {
  /** Base address ending in `/` (a path such as `/assets/` or an absolute `https://…/`). */
  readonly base?: string;
  /** Ask for the original-quality file (`?quality=original`). */
  readonly original?: boolean;
}

/** The address of a media file: base + file name (+ the original-quality flag). */
export function assetUrl(file: string, { base = assetsConfig.defaultBase, original = false }: AssetUrlOptions = {}): string {
  const root = base.endsWith('/') ? base : `${base}/`;
  const url = `${root}${file.replace(/^\/+/, '')}`;
  return original ? `${url}?${assetsConfig.originalQualityParam}=${assetsConfig.originalQualityValue}` : url;
}

/** `assetUrl` bound to the base the shell was configured with (default `/assets/`). */
export function useAssetUrl(): (file: string, options?: Omit<AssetUrlOptions, 'base'>) => string {
  const base = use(ShellContext)?.assetsBase ?? assetsConfig.defaultBase;
  return (file, options) => assetUrl(file, { ...options, base });
}
