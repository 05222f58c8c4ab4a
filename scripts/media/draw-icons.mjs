/* global URL, console */
// Writes the flat icons in public/icons/ from the path data below (24x24, 2 px ink strokes, brand
// red accents). Run: node scripts/media/draw-icons.mjs. The output is committed; edit here, re-run.
import { mkdirSync, writeFileSync } from 'node:fs';

const INK = '#1f2933';
const RED = '#c8102e';
const r = (d) => `<path stroke="${RED}" d="${d}"/>`;
const dot = (cx, cy, rad = 1, fill = INK) =>
  `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="${fill}" stroke="none"/>`;
const ring = '<circle cx="12" cy="12" r="9"/>';
const alarm = '<path d="M3 4h18M6 7h12v1a6 4 0 0 1-12 0z"/>';
const door = `<path d="M3 21h12M5 21V3h8v18"/>${dot(10.5, 12, 1)}`;
const exitArrow = (y) => r(`M15 ${y}h7M19.5 ${y - 2.5}L22 ${y}l-2.5 2.5`);
const windowFrame = '<rect x="2" y="4" width="12" height="14" rx="1"/><path d="M8 4v14M2 11h12"/>';
const pin = `<path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z"/>${dot(12, 9.5, 2.5, RED)}`;
const roof = '<path d="M3 11l9-7 9 7M5 9.5V20h14V9.5"/>';
const flame = (x, y) =>
  r(`M${x} ${y}c-2 0-3-1.3-3-2.8 0-2 2.5-3 2.5-5 1.5 1 3.5 2.8 3.5 5 0 1.5-1 2.8-3 2.8z`);

const ICONS = {
  // Answers
  tick: `${ring}<path d="M8 12.5l3 3 5-6"/>`,
  cross: `${ring}<path d="M9 9l6 6M15 9l-6 6"/>`,
  'question-mark': `${ring}<path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7v.3"/>${dot(12, 16.8)}`,
  other: `${ring}${dot(8, 12)}${dot(12, 12)}${dot(16, 12)}`,
  // Smoke alarms
  'smoke-alarm': `${alarm}${dot(12, 9, 1.2, RED)}${r('M8 15.5c2 1.3 6 1.3 8 0M5.5 19c3.5 2 9.5 2 13 0')}`,
  'smoke-alarm-test': `${alarm}${r('M8 16l3 3 5-5.5')}`,
  'no-smoke-alarm': `${alarm}${r('M4 21L20 5')}`,
  // Household
  household: `${roof}<circle cx="9.5" cy="13" r="1.6"/><circle cx="14.5" cy="14" r="1.3"/><path d="M7 20v-1.5a2.5 2.5 0 0 1 5 0V20M12.5 20v-1a2 2 0 0 1 4 0v1"/>`,
  person: '<circle cx="12" cy="7" r="3.5"/><path d="M5 21v-2a7 7 0 0 1 14 0v2"/>',
  adults:
    '<circle cx="8.5" cy="7.5" r="3"/><circle cx="16" cy="7.5" r="3"/><path d="M3 20v-1.5a5.5 5.5 0 0 1 11 0V20M14.5 13.3A5.5 5.5 0 0 1 21 18.5V20"/>',
  children:
    '<circle cx="8" cy="6" r="3"/><path d="M3 21v-3a5 5 0 0 1 10 0v3"/><circle cx="17.5" cy="11" r="2.2"/><path d="M14 21v-1.5a3.5 3.5 0 0 1 7 0V21"/>',
  assistance: `<circle cx="11" cy="4.5" r="1.8"/><path d="M11 8v6h5l2 5h2M11 11h5"/>${r('M8 10.5a5 5 0 1 0 7 6.5')}`,
  pet: `${dot(6.5, 10, 1.8)}${dot(10, 6, 1.8)}${dot(14, 6, 1.8)}${dot(17.5, 10, 1.8)}<path d="M12 12c-3 0-5.5 3.5-5.5 5.5 0 2 2 2.5 3 2.2 1-.3 1.7-.7 2.5-.7s1.5.4 2.5.7c1 .3 3-.2 3-2.2 0-2-2.5-5.5-5.5-5.5z"/>`,
  // Home type
  home: `${roof}${r('M10 20v-5h4v5')}`,
  house: `${roof}<path d="M16 6.5V4h2.5v4.5M10 20v-5h4v5"/>`,
  apartment: `<path d="M5 21V3h10v18M15 9h4v12M3 21h18M8 7h1M11 7h1M8 10.5h1M11 10.5h1M8 14h1M11 14h1"/>${r('M9 21v-3h2v3')}`,
  // Ways out and meeting places
  'door-exit': `${door}${exitArrow(12)}`,
  'window-exit': `${windowFrame}${exitArrow(11)}`,
  'apartment-exit': `<path d="M3 21V4h10v17M2 21h12M6 8h1M9 8h1M6 12h1M9 12h1M7 21v-4h2v4"/>${exitArrow(17)}`,
  'meeting-point': pin,
  'family-talk': `<path d="M3 5h11v7H8l-3 3v-3H3z"/>${r('M17 9h4v7h-2v3l-3-3h-5v-2')}`,
  'fire-alarm': `<path d="M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zM10 21h4"/>${r('M3 7c.6-1.6 1.5-3 2.7-4M21 7c-.6-1.6-1.5-3-2.7-4')}`,
  'assembly-point': `<path d="M6 21V3M3 21h8"/><path fill="${RED}" stroke="${RED}" d="M6 4h12l-3 3.5 3 3.5H6z"/><circle cx="16" cy="16" r="1.5"/><path d="M13.5 21v-1a2.5 2.5 0 0 1 5 0v1"/>`,
  letterbox: `<path d="M4 15v-4a4 4 0 0 1 4-4h9a3 3 0 0 1 3 3v5zM12 15v6M9 21h6"/>${r('M15 11V3.5h3')}`,
  gate: '<path d="M4 21V4M20 21V4M4 8h16M4 17h16M9 8v9M15 8v9M4 8l16 9"/>',
  street: `<path d="M7 21l3-18M17 21L14 3"/>${r('M12 5v2M12 11v2.5M12 18v3')}`,
  'across-road': `<path d="M2 7h20M2 17h20M3 12h2M7.5 12h2M14.5 12h2M19 12h2"/>${r('M12 21V3M9.5 5.5L12 3l2.5 2.5')}`,
  // Quiz hazard areas
  fireplace: `<path d="M3 21V6h18v15M2 6h20M7 21v-9h10v9"/>${flame(12, 20)}`,
  heater: `<rect x="3" y="6" width="18" height="12" rx="2"/><path d="M6 18v2M18 18v2"/>${r('M7 9.5h10M7 12h10M7 14.5h10')}`,
  'gas-heater': `<rect x="4" y="3" width="16" height="18" rx="2"/><path d="M4 8h16"/>${flame(12, 18)}`,
  ashes: `<path d="M4 9h16M5 9l1.5 12h11L19 9"/>${r('M9 6l1-2.5M13 6V3M16 6l-1-2.5')}`,
  dryer: `<rect x="4" y="3" width="16" height="18" rx="2"/><path d="M4 7h16M7 5h1"/><circle cx="12" cy="14" r="4.5"/>${r('M10 14.5c1-1.5 3-.5 4-1.5')}`,
  blanket: `<path d="M3 19V7M3 15h18v4M21 15v-3a2 2 0 0 0-2-2H9v5"/><circle cx="6" cy="12" r="1.5"/>${r('M10 13l2-1.5 2 1.5 2-1.5 2 1.5')}`,
  garage: '<path d="M3 21V9l9-5 9 5v12M6 21v-9h12v9M6 15h12M6 18h12"/>',
  battery: `<rect x="2" y="7" width="17" height="10" rx="2"/><path d="M21.5 10.5v3"/>${r('M11 9l-2 3h4l-2 3')}`,
  // Smoke-alarm maintenance
  dust: `<path d="M4 20l8-8"/><path d="M12 12c.5-4.5 4-8 9-8 0 5-3.5 8.5-8 9z"/>${dot(5, 6, 1.2, RED)}${dot(9, 4, 1, RED)}${dot(4, 11, 1, RED)}`,
  calendar: `<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4"/><path fill="${RED}" stroke="none" d="M14 14h4v4h-4z"/>`,
  'battery-9v': `<rect x="6" y="7" width="12" height="14" rx="2"/><path d="M9 7V4h2v3M14 7V4h2v3"/>${r('M12.5 10l-2 3.5h3l-2 3.5')}`,
  // Escape tips
  'tip-be-fast': `<circle cx="12" cy="13" r="8"/><path d="M10 2h4M12 2v3"/>${r('M12 13V9M12 13l3 2')}`,
  'tip-get-low': `${r('M2 5c2-1.5 4 1.5 6 0s4 1.5 6 0 4 1.5 6 0M2 9c2-1.5 4 1.5 6 0s4 1.5 6 0 4 1.5 6 0')}<circle cx="5" cy="15" r="1.8"/><path d="M7 16.5l7 .5 3 4M9.5 16.8L8 21M14 17l4-1 3 5"/>`,
  'tip-close-doors': `${door}${r('M17 7a7 7 0 0 1 0 10M20 4.5a11 11 0 0 1 0 15')}`,
  'tip-get-out': `<circle cx="14.5" cy="4.5" r="2"/><path d="M8 21l3.5-5-2-3 3-4.5 3 3.5h3.5M13 16l3 2v3M5.5 11l3-2.5"/>`,
  'tip-call-111': `<path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 12l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2"/>${r('M15 2.5a6.5 6.5 0 0 1 6.5 6.5M15 6.5A2.5 2.5 0 0 1 17.5 9')}`,
};

// The print page's three steps: white glyphs on a red disc, 48x48.
const STEPS = {
  'step-first-way-out': ICONS['door-exit'],
  'step-second-way-out': ICONS['window-exit'],
  'step-meeting-place': ICONS['meeting-point'],
};

const attrs = `fill="none" stroke="${INK}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"`;
const icon = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" ${attrs}>${body}</svg>\n`;
const step = (body) => {
  const white = body.replaceAll(RED, '#fff').replaceAll(INK, '#fff');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"><circle cx="24" cy="24" r="24" fill="${RED}"/><g transform="translate(9 9) scale(1.25)" ${attrs.replace(INK, '#fff')}>${white}</g></svg>\n`;
};

const dir = new URL('../../public/icons/', import.meta.url);
mkdirSync(dir, { recursive: true });
for (const [name, body] of Object.entries(ICONS))
  writeFileSync(new URL(`${name}.svg`, dir), icon(body));
for (const [name, body] of Object.entries(STEPS))
  writeFileSync(new URL(`${name}.svg`, dir), step(body));
console.log(`${Object.keys(ICONS).length + Object.keys(STEPS).length} icons written`);
