// index.html draws the agency mark before any script runs; the app then draws it again
// (src/app/layout/agency-logo.tsx). Both copies must stay the same mark.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const shapes = (source: string) =>
  [...source.matchAll(/<(circle|path)\b([^>]*)\/>/g)].map(([, tag, attributes]) => [
    tag,
    attributes!.replace(/\s+/g, ' ').trim(),
  ]);

it("index.html's placeholder bar draws the same agency mark as the app", () => {
  const shell = shapes(readFileSync(path.join(ROOT, 'index.html'), 'utf8'));
  const logo = shapes(readFileSync(path.join(ROOT, 'src/app/layout/agency-logo.tsx'), 'utf8'));
  expect(logo.length).toBeGreaterThan(0);
  expect(shell).toEqual(logo);
});
