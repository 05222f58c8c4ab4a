// Every component test: the app's style sheet (layout and motion rules are part of what a screen
// does), both languages' text loaded at once as the prerender has it, and a clean page, store and
// storage after each test.
import '../../../src/styles/base.css';
import { afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { commands } from 'vitest/browser';
import { initTestText } from './text';
import { printRequests } from './screen';

beforeAll(async () => {
  await initTestText();
  // The print pages open the browser's print dialog; here a print is only counted
  // (printRequests), as a dialog would stop the page.
  window.print = () => {
    printRequests.count += 1;
  };
});

afterEach(async () => {
  await commands.emulateMedia({ reducedMotion: null, media: null });
  cleanup();
  document.title = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
  delete (window as { dataLayer?: unknown }).dataLayer;
  printRequests.count = 0;
});
