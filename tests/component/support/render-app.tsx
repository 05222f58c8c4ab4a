// Draws the app at one address as the browser does after start-up: the same routes (both
// languages, lazy pages), the same store and components, with the stored answers already back.
// No server, no service worker: what needs them is end-to-end (tests/e2e).
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render } from '@testing-library/react';
import { appRoutes } from '../../../src/app/router';
import { makeStore, type RootState } from '../../../src/app/store';
import { SavedOnDeviceProvider, type WhenSavedOnDevice } from '../../../src/state/saved-on-device';

export interface RenderedApp {
  store: ReturnType<typeof makeStore>;
  router: ReturnType<typeof createMemoryRouter>;
  /** The path the router shows now (after any redirect). */
  path: () => string;
  /** Takes the app off the page (a test that draws it again). */
  unmount: () => void;
}

export interface RenderOptions {
  /** Stands for the device's storage: resolves when the store is written (at once without it). */
  whenSavedOnDevice?: WhenSavedOnDevice;
}

/** The app at `path` ('/mi/quiz/begin'), with `state` as the answers stored on the device. */
export function renderApp(
  path: string,
  state?: Partial<RootState>,
  { whenSavedOnDevice = () => Promise.resolve() }: RenderOptions = {},
): RenderedApp {
  const store = makeStore(state);
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  const { unmount } = render(
    <Provider store={store}>
      <SavedOnDeviceProvider value={whenSavedOnDevice}>
        <RouterProvider router={router} />
      </SavedOnDeviceProvider>
    </Provider>,
  );
  return {
    store,
    router,
    path: () => router.state.location.pathname,
    unmount,
  };
}
