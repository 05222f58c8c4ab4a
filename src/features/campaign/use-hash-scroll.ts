import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToElement } from './smooth-scroll';

/**
 * Scrolls to the section named by the address's #anchor, on arrival and on every navigation to an
 * anchor (the header menu's #buying and #maintenance links while on the campaign page).
 */
export function useHashScroll(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) scrollToElement(target);
  }, [hash, key]);
}
