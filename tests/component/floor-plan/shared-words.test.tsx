// The floor plan's words are kept once per language for every component that shows them: a new
// room's form finds its thirty words kept, not asked of i18next again (issue 54).
import { expect, test } from 'vitest';
import { render } from '@testing-library/react';
import { useFloorPlanWords } from '../../../src/components/sketch/use-drawing-text';

type Words = ReturnType<typeof useFloorPlanWords>;

function Reader({ seen }: { seen: Words[] }) {
  seen.push(useFloorPlanWords());
  return null;
}

test('every component, mounted now or later, shares one set of words per language', () => {
  const seen: Words[] = [];
  const first = render(
    <>
      <Reader seen={seen} />
      <Reader seen={seen} />
    </>,
  );
  // A component mounted later, as a new room's form is.
  const later = render(<Reader seen={seen} />);
  expect(seen.length).toBeGreaterThanOrEqual(3);
  for (const words of seen) expect(words.t).toBe(seen[0]!.t);
  // Kept words are the language's words.
  expect(seen[0]!.t('list.add-door')).toBe('Add a door');
  first.unmount();
  later.unmount();
});
