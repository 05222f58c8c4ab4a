// The prerender's entry (bundled for Node by scripts/lib/prerender-plugin.ts): draws one page of
// the app, through the same routes and components as the browser, with no stored answers, as the
// HTML of #root plus what the document around it needs (body classes).
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { appRoutes } from '../app/router';
import { makeStore } from '../app/store';
import { AnswersNeverRestored } from '../start-up/answers-pending';
import { ShellOnly } from '../start-up/page-shell-mode';
import { bodyClasses, documentTitle } from '../app/page-chrome';
import { pageHandleOf } from '../app/use-page-handle';
import enFiles from '../lib/locale-bundles/en';
import miFiles from '../lib/locale-bundles/mi';
import type { Language } from '../vocabulary/types';

export interface RenderedPage {
  /** The HTML inside #root. */
  html: string;
  bodyClass: string;
  /** The document's title, as the client sets it from the route handle. */
  title: string;
  /** The page's handle name (page-{name}), for the report. */
  page: string;
}

/** { namespace: resources } from a bundle keyed by file path. */
function namespaces(files: Record<string, Record<string, unknown>>) {
  return Object.fromEntries(
    Object.entries(files).map(([file, resources]) => [
      file.replace(/^.*\/(.+)\.json$/, '$1'),
      resources,
    ]),
  );
}

let ready: Promise<unknown> | null = null;

function initText(): Promise<unknown> {
  const resources = { en: namespaces(enFiles), mi: namespaces(miFiles) };
  ready ??= i18next.use(initReactI18next).init({
    resources,
    lng: 'en',
    fallbackLng: false,
    ns: Object.keys(resources.en),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: true },
  });
  return ready;
}

/**
 * Draws the page at `url` (a path with its language prefix) in `language`. `shell`: only the
 * layout around a placeholder (routes whose parameter the build cannot know).
 */
export async function renderPage(
  url: string,
  language: Language,
  shell: boolean,
): Promise<RenderedPage> {
  await initText();
  await i18next.changeLanguage(language);
  const handler = createStaticHandler(appRoutes());
  const context = await handler.query(new Request(`http://prerender${url}`));
  if (context instanceof Response) throw new Error(`${url} redirects: nothing to prerender`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const routed = <StaticRouterProvider router={router} context={context} hydrate={false} />;
  const app = (
    <StrictMode>
      <Provider store={makeStore()}>
        <AnswersNeverRestored>
          {shell ? <ShellOnly>{routed}</ShellOnly> : routed}
        </AnswersNeverRestored>
      </Provider>
    </StrictMode>
  );
  const errors: unknown[] = [];
  const { prelude } = await prerender(app, {
    onError: (error) => void errors.push(error),
    // Every boundary inline, however large: React would send a large one apart, finished by an
    // inline script, which the Content-Security-Policy refuses and a page without script never runs.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  if (errors.length > 0) throw new Error(`Prerendering ${url} failed`, { cause: errors[0] });
  const handle = pageHandleOf(context.matches.map((match) => ({ handle: match.route.handle })));
  return {
    html: await new Response(prelude).text(),
    bodyClass: bodyClasses(handle, language, false).join(' '),
    title: documentTitle(i18next, url, handle),
    page: handle.page,
  };
}
