import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/use-hydrated';
import { RESIZE_DEBOUNCE_MS, videoWidthFor, type VideoWidth } from './video-size';

interface NetworkInformationLike {
  saveData?: boolean;
}

/** No moving picture for people who asked for less motion or less data: the poster instead. */
function motionAllowed(): boolean {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return !reduced && connection?.saveData !== true;
}

/** The video width for the window, re-read (debounced) when the window is resized. */
function useVideoWidth(): VideoWidth {
  const [width, setWidth] = useState(() => videoWidthFor(window.innerWidth));
  useEffect(() => {
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      // Only a crossing of 768 or 1600 changes the value, so only then does the video reload.
      timer = window.setTimeout(
        () => setWidth(videoWidthFor(window.innerWidth)),
        RESIZE_DEBOUNCE_MS,
      );
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return width;
}

function Poster() {
  return (
    <picture>
      <source srcSet="/video/home-poster.webp" type="image/webp" />
      <img
        className="home-video__media"
        src="/video/home-poster.jpg"
        alt=""
        width={1280}
        height={720}
      />
    </picture>
  );
}

/**
 * The hero's decorative looping background, in the size that suits the screen. The prerendered
 * page shows the poster (the same picture the video starts on, so its first paint needs no
 * script); the video takes its place once the page is hydrated and the screen is known.
 */
export function BackgroundVideo() {
  return useHydrated() ? (
    <MovingBackground />
  ) : (
    <div className="home-video" data-video="poster">
      <Poster />
    </div>
  );
}

function MovingBackground() {
  const { t } = useTranslation('home');
  const width = useVideoWidth();
  const [allowed] = useState(motionAllowed);
  const [paused, setPaused] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  if (!allowed) {
    return (
      <div className="home-video" data-video="poster">
        <Poster />
      </div>
    );
  }

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (paused) void element.play().catch(() => undefined);
    else element.pause();
    setPaused(!paused);
  };

  return (
    <div className="home-video" data-video={width}>
      {/* key: a new width is a new element, so the browser loads the new sources. */}
      <video
        key={width}
        ref={video}
        className="home-video__media"
        autoPlay={!paused}
        muted
        loop
        playsInline
        preload="auto"
        poster="/video/home-poster.jpg"
        width={1280}
        height={720}
        aria-hidden="true"
        tabIndex={-1}
      >
        <source src={`/video/home-${width}.webm`} type="video/webm" />
        <source src={`/video/home-${width}.mp4`} type="video/mp4" />
      </video>
      {/* WCAG 2.2.2: moving content that plays on its own for more than 5 s can be paused. */}
      <button type="button" className="home-video__toggle" aria-pressed={paused} onClick={toggle}>
        {paused ? t('video.play') : t('video.pause')}
      </button>
    </div>
  );
}
