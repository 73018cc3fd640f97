export { type Company, company, companyAddressLine } from './company';
export { brandTitle, PageMeta, type PageMetaProps } from './meta';
export type { PageComponent, PageLoader, PageProps, RemotePagesModule } from './remote-contract';
export {
  type Area,
  href,
  isDynamic,
  matchRoute,
  prerenderPaths,
  type RouteEntry,
  type RouteId,
  redirects,
  routes,
  sitemapPaths,
} from './routes';
export {
  type AnalyticsEvent,
  type LightboxMedia,
  Link,
  type LinkProps,
  type ShellApi,
  ShellContext,
  type ShellLocation,
  ShellProvider,
  type ToastInput,
  type ToastVariant,
  useLocation,
  useShell,
} from './seam';
export { type KeyValueStore, rememberCtaSource, rememberVisit, resolveSourcePage, type SourcePage, storageKeys } from './source-page';
