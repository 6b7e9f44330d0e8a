/**
 * The page host's public entry: what the site that mounts it (`server`) and the releases that
 * compose pages through it (`@clinic/releases`, decision 0083) may use. Lint refuses an import of
 * a file inside this package.
 */
export { default, type PageHostOptions, type PageHostReleases } from './page-host';
export { injectedApi, type ApiReader } from './api-reader';
export { NO_STORE, PREVIEW_CACHE_CONTROL } from './cache-policy';
export { createPageComposer, type ComposedPage, type PageComposer } from './compose/page-composer';
export { watchDeployment, type Deployment, type DeploymentWatcher } from './deployment';
export type { PreviewOf } from './plugins/page-sender';
export type { StaffSite } from './staff-site';
export { expand } from './sitemap';
