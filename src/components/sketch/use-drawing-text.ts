import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { SketchDrawingText } from '../../drawing/floor-plan-drawing';
import { sketchDrawingText, type Translate } from '../../drawing/drawing-labels';
import type { FloorPlanKey } from '../../vocabulary/text-keys';

interface FloorPlanWords {
  t: Translate;
  text: SketchDrawingText;
}

/** Words and sentences kept per language, at most. */
const KEPT = 2000;

/**
 * One set of words per language, shared by every component of the editor and the drawing. A
 * room's form alone asks for some thirty words; asked of i18next afresh by each new form (and
 * the drawing's words worked out again by each component), they were a third of the first "Add a
 * room" on a slow phone. The namespace's words never change once loaded, and
 * useTranslation (which suspends until they are) draws again with the new language's set.
 *
 * Kept by the words' store, not by the i18n object the hook returns: react-i18next gives each
 * component its own copy of that object, so a set kept by it was each component's alone, and every
 * new room's form asked i18next for all its words again.
 */
const wordsByStore = new WeakMap<I18n['store'], Map<string, FloorPlanWords>>();

function wordsFor(i18n: I18n, language: string): FloorPlanWords {
  let wordsByLanguage = wordsByStore.get(i18n.store);
  if (!wordsByLanguage) {
    wordsByLanguage = new Map();
    wordsByStore.set(i18n.store, wordsByLanguage);
  }
  let words = wordsByLanguage.get(language);
  if (!words) {
    const translate = i18n.getFixedT(language, 'floor-plan');
    const kept = new Map<string, string>();
    // Every word and every sentence put together with values is kept: an edit asks again for
    // every room's ("Bedroom 2, 3 metres by 4…", each way out's choices), and i18next reads a
    // sentence's placeholders afresh on each call.
    const t: Translate = (key, values) => {
      const asked = values ? `${key}\u0000${JSON.stringify(values)}` : key;
      let text = kept.get(asked);
      if (text === undefined) {
        // A sketch has at most a few hundred; the bound only keeps a long session's from growing.
        if (kept.size >= KEPT) kept.clear();
        // Values go in `replace`: given as options, a value could be read as one (context, count).
        text = values ? translate(key, { replace: values }) : translate(key);
        kept.set(asked, text);
      }
      return text;
    };
    let text: SketchDrawingText | undefined;
    words = {
      t,
      get text() {
        return (text ??= sketchDrawingText(t));
      },
    };
    wordsByLanguage.set(language, words);
  }
  return words;
}

/** The floor-plan namespace's words as the pure drawing and findings take them. */
export function useFloorPlanWords(): FloorPlanWords {
  const { i18n } = useTranslation('floor-plan');
  return wordsFor(i18n, i18n.language);
}

/** Every plain word of the namespace (a dotted key per string without placeholders). */
function plainKeys(resources: unknown, prefix = ''): string[] {
  if (typeof resources === 'string') return resources.includes('{{') ? [] : [prefix];
  if (!resources || typeof resources !== 'object') return [];
  return Object.entries(resources).flatMap(([key, value]) =>
    plainKeys(value, prefix ? `${prefix}.${key}` : key),
  );
}

/**
 * Looks up the editor's words while the phone is idle, so the first room's form (some thirty
 * words) finds them kept rather than asking i18next inside the tap.
 */
export function useWordsReadyWhenIdle(): void {
  const { i18n } = useTranslation('floor-plan');
  const language = i18n.language;
  useEffect(() => {
    const words = wordsFor(i18n, language);
    const warm = () => {
      // The keys are read from the loaded words themselves, so each names one that exists.
      const keys = plainKeys(i18n.getResourceBundle(language, 'floor-plan')) as FloorPlanKey[];
      for (const key of keys) words.t(key);
      void words.text;
    };
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(warm, 0);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(warm);
    return () => cancelIdleCallback(idle);
  }, [i18n, language]);
}
