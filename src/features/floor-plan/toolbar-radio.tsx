// A radio of the floor plan's toolbar (level, mode) that is drawn again only when its own state
// changes. React writes a radio's name afresh each time it draws it (taking it out of its group and
// back), and the toolbar is part of the page every edit draws: six radios restyled in each "Add a
// room". Its label's words (a level's count of rooms) change without it.
import { memo } from 'react';

interface Props<Value extends string> {
  name: string;
  value: Value;
  checked: boolean;
  /** The same function for the page's life: the radio passes its value. */
  onChoose: (value: Value) => void;
}

function Radio<Value extends string>({ name, value, checked, onChoose }: Props<Value>) {
  return (
    <input
      type="radio"
      name={name}
      value={value}
      checked={checked}
      onChange={() => onChoose(value)}
    />
  );
}

export const ToolbarRadio = memo(Radio) as typeof Radio;
