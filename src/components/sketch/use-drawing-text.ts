import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SketchDrawingText } from '../../drawing/floor-plan-drawing';
import { sketchDrawingText, type Translate } from '../../drawing/drawing-labels';

/** The floor-plan namespace's words as the pure drawing and findings take them. */
export function useFloorPlanWords(): { t: Translate; text: SketchDrawingText } {
  const { t: translate, i18n } = useTranslation('floor-plan');
  const language = i18n.language;
  const t = useCallback<Translate>(
    (key, values) => translate(key, values),
    // A new function per language, so what depends on it is redrawn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [translate, language],
  );
  const text = useMemo(() => sketchDrawingText(t), [t]);
  return { t, text };
}
