export { company, companyAddressLine, type Company } from './company';
export { routes, redirects, href, matchRoute, prerenderPaths, sitemapPaths, isDynamic, type Area, type RouteEntry, type RouteId } from './routes';
export {
  ShellContext,
  ShellProvider,
  useShell,
  useLocation,
  Link,
  type LinkProps,
  type ShellApi,
  type ShellLocation,
  type ToastInput,
  type ToastVariant,
  type LightboxMedia,
  type AnalyticsEvent,
} from './seam';
export { storageKeys, rememberVisit, rememberCtaSource, resolveSourcePage, type KeyValueStore, type SourcePage } from './source-page';
export { PageMeta, brandTitle, type PageMetaProps } from './meta';
export type { PageProps, PageComponent, PageLoader, RemotePagesModule } from './remote-contract';
