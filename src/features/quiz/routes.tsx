// Routes of this feature, mounted under both language prefixes by src/app/router.tsx. Give each
// route a `handle` (src/app/page-handle.ts) and load pages lazily to keep the first screen small.
import type { RouteObject } from 'react-router-dom';

export const quizRoutes: RouteObject[] = [];
