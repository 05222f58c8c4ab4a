import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStyleProperty } from '../../lib/use-style-property';

// Spec section 9: a range from 0 to 100, step 0.5, default 50.
const SLIDER = { min: 0, max: 100, step: 0.5, initial: 50 } as const;

/**
 * A room before and after a few fixes: the safer room (foreground) is revealed from the left by
 * the slider's percentage. A real range input, so keyboard and screen readers work as usual.
 */
export function BeforeAfterSlider() {
  const { t } = useTranslation('home');
  const [value, setValue] = useState<number>(SLIDER.initial);
  const inputId = useId();
  const hintId = useId();
  const frame = useRef<HTMLDivElement>(null);
  useStyleProperty(frame, '--reveal', `${value}%`);
  return (
    <div className="before-after">
      <div className="before-after__frame" ref={frame}>
        {/* Two full-frame layers; the safer room's layer is clipped to the slider's value. Each
            tag is inside its layer, so it shows exactly while its room does. */}
        {(['before', 'after'] as const).map((side) => (
          <div key={side} className={`before-after__layer before-after__${side}`}>
            <img
              src={`/images/before-after/${side}.svg`}
              alt={t(`slider.${side}-alt`)}
              width={640}
              height={400}
              loading="lazy"
            />
            <span className={`before-after__tag before-after__tag--${side}`} aria-hidden="true">
              {t(`slider.${side}-label`)}
            </span>
          </div>
        ))}
        <span className="before-after__handle" aria-hidden="true" />
      </div>
      <label className="before-after__label" htmlFor={inputId}>
        {t('slider.label')}
      </label>
      <input
        id={inputId}
        className="before-after__input"
        type="range"
        min={SLIDER.min}
        max={SLIDER.max}
        step={SLIDER.step}
        value={value}
        aria-describedby={hintId}
        aria-valuetext={t('slider.value', { value })}
        onChange={(event) => setValue(Number(event.target.value))}
      />
      <p id={hintId} className="before-after__hint">
        {t('slider.hint')}
      </p>
    </div>
  );
}
