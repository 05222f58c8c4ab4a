// Turns the shared drawing's element tree (src/drawing/svg-tree.ts) into React
// elements, so the browser shows exactly what the server draws into the email's picture.
import { createElement, type ReactNode } from 'react';
import type { SvgChild } from '../../drawing/svg-tree';

// SVG attribute names that React spells in camelCase (aria-* and data-* keep their dashes).
function reactName(name: string): string {
  if (name === 'class') return 'className';
  if (name === 'tabindex') return 'tabIndex';
  if (name.startsWith('aria-') || name.startsWith('data-')) return name;
  return name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

/** What keys a child among its siblings: its data-id, else its tag and class. */
function keyBase(child: SvgChild): string {
  if (typeof child === 'string') return '#text';
  const id = child.attrs['data-id'];
  if (id !== undefined) return `${child.tag}#${id}`;
  const className = child.attrs.class;
  return className === undefined ? child.tag : `${child.tag}.${className}`;
}

/**
 * Keys for a node's children: a room's or opening's elements by their data-id, the rest by tag
 * and class, each counted so siblings never share one. Keyed by position, adding a room shifted
 * every later element and React rewrote their attributes one by one; keyed by tag alone, a new
 * room's name took the place of the first finding's triangle, and each triangle the next one's.
 * Now React inserts the new ones and leaves the rest as they are.
 */
function childKeys(children: readonly SvgChild[]): string[] {
  const seen = new Map<string, number>();
  return children.map((child) => {
    const base = keyBase(child);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return `${base}/${count}`;
  });
}

export function svgToReact(node: SvgChild, key?: string): ReactNode {
  if (typeof node === 'string') return node;
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(node.attrs)) {
    if (value !== undefined && name !== 'xmlns') props[reactName(name)] = value;
  }
  const keys = childKeys(node.children);
  return createElement(
    node.tag,
    props,
    ...node.children.map((child, index) => svgToReact(child, keys[index])),
  );
}
