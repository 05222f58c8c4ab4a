import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VIDEO_WIDTHS, videoWidthFor } from '../../../src/features/home/video-size';

const VIDEO_DIR = path.resolve(import.meta.dirname, '../../../public/video');

describe('videoWidthFor', () => {
  it.each([
    [320, 640],
    [375, 640],
    [767, 640],
    [768, 1280],
    [1024, 1280],
    [1599, 1280],
    [1600, 1920],
    [2560, 1920],
  ])('a %i px window gets the %i px video', (viewport, expected) => {
    expect(videoWidthFor(viewport)).toBe(expected);
  });
});

describe('the rendered video files', () => {
  it.each(VIDEO_WIDTHS.flatMap((width) => ['mp4', 'webm'].map((ext) => `home-${width}.${ext}`)))(
    '%s exists',
    (file) => {
      expect(existsSync(path.join(VIDEO_DIR, file))).toBe(true);
    },
  );

  it('the smallest fits the offline precache: well under 1 MB', () => {
    expect(statSync(path.join(VIDEO_DIR, 'home-640.mp4')).size).toBeLessThan(250_000);
    expect(statSync(path.join(VIDEO_DIR, 'home-640.webm')).size).toBeLessThan(250_000);
  });

  it('has a poster in JPEG and WebP', () => {
    expect(existsSync(path.join(VIDEO_DIR, 'home-poster.jpg'))).toBe(true);
    expect(existsSync(path.join(VIDEO_DIR, 'home-poster.webp'))).toBe(true);
  });
});
