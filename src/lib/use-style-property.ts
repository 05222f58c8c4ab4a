// Sets one style property of an element through the CSSOM rather than a style attribute: the
// Content-Security-Policy (style-src 'self') refuses style attributes in HTML, and prerendered
// pages are HTML. Until the script runs the style sheet's own value applies.
import { useLayoutEffect, type RefObject } from 'react';

export function useStyleProperty(
  element: RefObject<HTMLElement | null>,
  property: string,
  value: string,
): void {
  useLayoutEffect(() => {
    element.current?.style.setProperty(property, value);
  }, [element, property, value]);
}
