// The route table and everything about addresses: pure, read by the router, the server, the
// service worker and the tests.
export { ROUTES, NOT_FOUND_ROUTE, isPageRoute } from './table';
export type { AppRoute, PageRoute, RedirectRoute } from './table';
export {
  APP_ROUTE_PATTERNS,
  isAppPath,
  matchRoute,
  matchesPattern,
  pageImagesFor,
  pageKeyOf,
  pageModuleFor,
  routePath,
  titleKeyOf,
} from './match';
export { languageRoot, localizePath, otherLanguagePath, splitLanguage } from './language';
export { paths, stepPath } from './paths';
export { DEFAULT_PAGE_HANDLE, isPageHandle } from './page-handle';
export type { PageBackground, PageHandle, ResolvedPageHandle } from './page-handle';
export { NOT_FOUND_FILE_ROUTE, PAGES_FOLDER, pageFile, pageFileCandidates } from './page-files';
