// Which rendering of the home video suits a viewport width (spec section 9: mobile under 768 px,
// extra-large from 1600 px). Files: public/video/home-{width}.{webm,mp4}.
export const VIDEO_WIDTHS = [640, 1280, 1920] as const;
export type VideoWidth = (typeof VIDEO_WIDTHS)[number];

const MOBILE_MAX = 768;
const EXTRA_LARGE_MIN = 1600;
export const RESIZE_DEBOUNCE_MS = 250;

export function videoWidthFor(viewportWidth: number): VideoWidth {
  if (viewportWidth < MOBILE_MAX) return 640;
  if (viewportWidth < EXTRA_LARGE_MIN) return 1280;
  return 1920;
}
