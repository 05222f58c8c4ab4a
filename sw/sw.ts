/// <reference lib="webworker" />
// Service worker entry: precache the build, open every app route offline, cache the video,
// and keep plan saves and quiz emails in a queue until they reach the server.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerAppShellRoute } from './app-shell';
import { answerPrecachedRanges, registerMediaRoutes } from './media';
import { registerSubmissionRoutes, replayQueued } from './submission-queue';
import { listenToPages } from './page-messages';
import { scrubStoredReports } from './submission-results';

declare const self: ServiceWorkerGlobalScope;

answerPrecachedRanges();
// No directory index: '/' is a page (sw/app-shell.ts sends its prerendered HTML), not index.html.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();
registerMediaRoutes();
registerAppShellRoute();
registerSubmissionRoutes();
listenToPages();
// The first visit's page is controlled at once, so what it sends offline is already queued.
clientsClaim();
// Whenever the worker starts, send what waits (browsers without background sync rely on this).
void replayQueued({ rethrow: false });
void scrubStoredReports().catch(() => {});
