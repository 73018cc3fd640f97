export type {
  AreaPagesModule,
  AreaSsrModule,
  KnownParams,
  PageComponent,
  PageLoader,
  PageModule,
  PagePrefetch,
  PageProps,
} from './area-contract';
export { pageStylesList } from './area-contract';
export { type AssetUrlOptions, assetsConfig, assetUrl, useAssetUrl } from './assets';
export { type Company, company, companyAddressLine } from './company';
export { type DeferredComponent, deferred, preloadAll, releaseDeferred, whenHydrated } from './deferred';
export {
  type ArticleMeta,
  brandTitle,
  HeadCollectorContext,
  HeadTagsContext,
  PageMeta,
  type PageMetaProps,
  preloadJsonLd,
  type ShareImage,
} from './meta';
export {
  type Area,
  detailRoutes,
  FALLBACK_PARAM,
  fillPath,
  href,
  isDynamic,
  matchRoute,
  pageName,
  prerenderPaths,
  type RouteEntry,
  type RouteId,
  type RouteSpec,
  redirects,
  routes,
  sitemapPaths,
  type UnknownParam,
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
  setVisitorToday,
  type ToastInput,
  type ToastVariant,
  useLocation,
  useShell,
  useToday,
} from './seam';
export { shareImages } from './share-images';
export { type KeyValueStore, rememberCtaSource, rememberVisit, resolveSourcePage, type SourcePage, storageKeys } from './source-page';
export type { JsonLd } from './structured-data';
export {
  type RecordedError,
  recordError,
  TELEMETRY_EVENT,
  type TelemetryErrorType,
  type TelemetryGlobals,
  type TelemetryRecord,
} from './telemetry';
