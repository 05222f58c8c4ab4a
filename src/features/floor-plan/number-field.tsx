// A whole-number field of the room list (a room's place and size, an opening's position): a
// number keyboard on a phone, and only a number that parses is passed on.
import { useId } from 'react';

export function NumberField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <p className="sketch-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        onChange={(event) => {
          const number = Number.parseInt(event.target.value, 10);
          if (Number.isFinite(number)) onChange(number);
        }}
      />
    </p>
  );
}
