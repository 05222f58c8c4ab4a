import { describe, expect, it } from 'vitest';
import { flatPropsEqual } from '../../../src/lib/flat-equal';

const room = { id: 'r1', kind: 'bedroom', level: 'ground', x: 0, y: 0, width: 6, height: 6 };
const edit = () => undefined;

describe('flatPropsEqual (a room row re-renders only when its own fields change)', () => {
  it('treats a re-parsed room and rebuilt lists of equal items as equal', () => {
    const before = { room, openings: [{ id: 'o1', side: 'north' }], alarms: [], edit };
    const after = { room: { ...room }, openings: [{ id: 'o1', side: 'north' }], alarms: [], edit };
    expect(flatPropsEqual(before, after)).toBe(true);
  });

  it('sees a moved room, a changed or added item, and a new function', () => {
    const base = { room, openings: [{ id: 'o1', side: 'north' }], edit };
    expect(flatPropsEqual(base, { ...base, room: { ...room, x: 1 } })).toBe(false);
    expect(flatPropsEqual(base, { ...base, openings: [{ id: 'o1', side: 'east' }] })).toBe(false);
    expect(
      flatPropsEqual(base, { ...base, openings: [...base.openings, { id: 'o2', side: 'west' }] }),
    ).toBe(false);
    expect(flatPropsEqual(base, { ...base, edit: () => undefined })).toBe(false);
  });

  it('sees a field added or removed (an optional name)', () => {
    expect(flatPropsEqual({ room }, { room: { ...room, name: 'Aroha' } })).toBe(false);
  });
});
