import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useReducedMotion } from 'framer-motion';

/** Spec: hide within about 100 px of the end; the scroll lasts at least 1.5 s. */
const HIDE_WITHIN_PX = 100;
const SCROLL_MS = 1500;

function easeInOut(progress: number): number {
  return progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
}

/** Scrolls the window to the bottom over `duration` ms (the browser's smooth scroll is faster). */
function scrollToBottom(duration: number): void {
  const start = window.scrollY;
  const distance = document.documentElement.scrollHeight - window.innerHeight - start;
  if (duration === 0 || distance <= 0) {
    window.scrollTo(0, start + Math.max(distance, 0));
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min((now - began) / duration, 1);
    window.scrollTo(0, start + distance * easeInOut(progress));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** A floating button that takes the reader to the end of `content` (the tips page). */
export function ScrollToBottom({ content }: { content: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('plan');
  const reduceMotion = useReducedMotion();
  const [nearEnd, setNearEnd] = useState(false);

  useEffect(() => {
    const update = () => {
      const end = content.current?.getBoundingClientRect().bottom;
      if (end !== undefined) setNearEnd(end - window.innerHeight <= HIDE_WITHIN_PX);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [content]);

  if (nearEnd) return null;
  return (
    <button
      type="button"
      className="scroll-to-bottom"
      onClick={() => scrollToBottom(reduceMotion ? 0 : SCROLL_MS)}
    >
      <span aria-hidden="true">↓ </span>
      {t('tips.scroll-down')}
    </button>
  );
}
