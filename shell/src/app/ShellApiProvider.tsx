import {
  assetsConfig,
  releaseDeferred,
  rememberCtaSource,
  rememberVisit,
  type ShellApi,
  ShellProvider,
  setVisitorToday,
  whenHydrated,
} from '@meranti/platform';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Analytics } from '../analytics/analytics';
import { releaseFocusFromPage } from '../routing/page-arrival';
import { useLightboxStore } from '../stores/lightbox-store';
import { useToastStore } from '../stores/toast-store';

interface Props {
  readonly siteUrl: string;
  readonly assetsBase?: string | undefined;
  readonly buildDate: string;
  readonly analytics: Analytics | null;
  /** Called on the first client-side navigation (the first page's frozen markup expires). */
  readonly onFirstNavigation?: () => void;
  readonly children: ReactNode;
}

const CONTACT = '/contact';

/** Builds the one ShellApi the areas see, on the router the shell owns. */
export function ShellApiProvider({
  siteUrl,
  assetsBase = assetsConfig.defaultBase,
  buildDate,
  analytics,
  onFirstNavigation,
  children,
}: Props) {
  const location = useLocation();
  const routerNavigate = useNavigate();
  const showToast = useToastStore((s) => s.show);
  const openLightbox = useLightboxStore((s) => s.open);
  // The prerendered HTML carries the build date; once the page has hydrated the visitor's date
  // takes over (a store: only what shows a date re-renders, see useToday).
  useEffect(() => whenHydrated(() => setVisitorToday(new Date().toISOString())), []);

  const api = useMemo<ShellApi>(
    () => ({
      location: { pathname: location.pathname, search: location.search, hash: location.hash },
      siteUrl,
      assetsBase,
      navigate(to, options) {
        // Sections still waiting to hydrate load now: the navigation's render waits for them.
        releaseDeferred();
        if (to.split(/[?#]/)[0] !== location.pathname) releaseFocusFromPage();
        if (to.startsWith(CONTACT) && location.pathname !== CONTACT) {
          rememberCtaSource(window.sessionStorage, location.pathname, window.location.href);
        }
        routerNavigate(to, { replace: options?.replace ?? false });
      },
      toast: showToast,
      openLightbox,
      track: (event) => analytics?.event(event),
    }),
    [location.pathname, location.search, location.hash, siteUrl, assetsBase, routerNavigate, showToast, openLightbox, analytics],
  );

  // Every route change: scroll to top (or to the hash), remember the visit, count a page view.
  const first = useRef(true);
  useEffect(() => {
    if (!first.current) {
      onFirstNavigation?.();
      if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
      else window.scrollTo(0, 0);
    }
    first.current = false;
    rememberVisit(window.sessionStorage, location.pathname);
    analytics?.pageView(location.pathname);
  }, [location.pathname, location.hash, analytics, onFirstNavigation]);

  return (
    <ShellProvider value={api} today={buildDate}>
      {children}
    </ShellProvider>
  );
}
