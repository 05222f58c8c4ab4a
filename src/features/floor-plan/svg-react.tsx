// Turns the shared drawing's element tree (src/domain/floor-plan/svg-tree.ts) into React
// elements, so the browser shows exactly what the server draws into the email's picture.
import { createElement, type ReactNode } from 'react';
import type { SvgChild } from '../../domain/floor-plan/svg-tree';

// SVG attribute names that React spells in camelCase (aria-* and data-* keep their dashes).
function reactName(name: string): string {
  if (name === 'class') return 'className';
  if (name === 'tabindex') return 'tabIndex';
  if (name.startsWith('aria-') || name.startsWith('data-')) return name;
  return name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

export function svgToReact(node: SvgChild, key?: number): ReactNode {
  if (typeof node === 'string') return node;
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(node.attrs)) {
    if (value !== undefined && name !== 'xmlns') props[reactName(name)] = value;
  }
  return createElement(
    node.tag,
    props,
    ...node.children.map((child, index) => svgToReact(child, index)),
  );
}
