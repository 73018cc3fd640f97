/**
 * The host↔area seam. The shell provides one `ShellApi` through React context; areas read
 * it through these hooks and never import react-router or the shell's internals. This package is
 * a Module Federation singleton, so the context object is the same one on both sides.
 */
import { type AnchorHTMLAttributes, createContext, type MouseEvent, type ReactNode, use, useSyncExternalStore } from 'react';

export interface ShellLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  readonly title: string;
  readonly description?: string;
  readonly variant?: ToastVariant;
}

export interface LightboxMedia {
  readonly type: 'image' | 'video';
  /** The image, or the video file (a fallback when `sources` are given). */
  readonly src: string;
  readonly alt: string;
  readonly caption?: string;
  /** Better formats first (image: AVIF, WebP; video: WebM, MP4): `<source>`s before `src`. */
  readonly sources?: readonly { readonly srcSet: string; readonly type: string }[];
  /** Video poster shown until the first frame has loaded. */
  readonly poster?: string;
}

export interface AnalyticsEvent {
  readonly action: string;
  readonly category: string;
  readonly label?: string;
  readonly value?: number;
}

export interface ShellApi {
  readonly location: ShellLocation;
  /** Absolute site base address, no trailing slash (canonical links, share links). */
  readonly siteUrl: string;
  /** Base address of static media (default `/assets/`; see `assetUrl`/`useAssetUrl`). */
  readonly assetsBase?: string;
  navigate(to: string, options?: { replace?: boolean }): void;
  toast(input: ToastInput): void;
  openLightbox(media: LightboxMedia): void;
  track(event: AnalyticsEvent): void;
}

export const ShellContext = createContext<ShellApi | null>(null);

/**
 * "Today" (ISO date-time): the date the page was rendered with (the build date in the prerendered
 * HTML) on a context that never changes, and the visitor's date in a store the shell sets once the
 * page has hydrated. A store, not a context change: only the components that show a date
 * re-render, and nothing reaches the sections still waiting to hydrate (`deferred`), which read
 * the visitor's date when they do.
 */
const TodayContext = createContext<string | null>(null);
let visitorToday: string | null = null;
const todayListeners = new Set<() => void>();
const subscribeToday = (listener: () => void) => {
  todayListeners.add(listener);
  return () => todayListeners.delete(listener);
};

/** The shell, once the page has hydrated: the visitor's date replaces the build date. */
export function setVisitorToday(iso: string): void {
  visitorToday = iso;
  for (const listener of todayListeners) listener();
}

/** `today`: the date the page is rendered with (the build date in the prerender and during hydration). */
export function ShellProvider({ value, today, children }: { value: ShellApi; today: string; children: ReactNode }) {
  return (
    <ShellContext value={value}>
      <TodayContext value={today}>{children}</TodayContext>
    </ShellContext>
  );
}

export function useShell(): ShellApi {
  const api = use(ShellContext);
  if (!api) throw new Error('useShell: no ShellProvider above this component (is the area mounted by the shell?)');
  return api;
}

export const useLocation = (): ShellLocation => useShell().location;

/**
 * Today's date (ISO): the build date in the prerendered HTML and during hydration (no mismatch),
 * the visitor's date once the page has hydrated (legal pages, footer year; docs/product-rules.md#todays-date).
 */
export function useToday(): string {
  const rendered = use(TodayContext);
  if (rendered === null) throw new Error('useToday: no ShellProvider above this component');
  return useSyncExternalStore(
    subscribeToday,
    () => visitorToday ?? rendered,
    () => rendered,
  );
}

const isModifiedClick = (e: MouseEvent<HTMLAnchorElement>) => e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey;

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A real `<a href>` (works before hydration and without JavaScript) that navigates client-side
 * for internal paths once the shell is running.
 */
export function Link({ href, onClick, target, ...rest }: LinkProps) {
  const shell = use(ShellContext);
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || !shell || isModifiedClick(e) || target === '_blank') return;
    if (!href.startsWith('/') || href.startsWith('//')) return;
    const hashOnly = href.startsWith('#');
    if (hashOnly) return;
    e.preventDefault();
    shell.navigate(href);
  };
  return <a href={href} target={target} onClick={handle} {...rest} />;
}
