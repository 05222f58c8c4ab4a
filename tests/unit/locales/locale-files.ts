// The locale unit tests read the locale files as the Māori review pack does (one reader).
export {
  LOCALES_DIR,
  MAIL,
  allTexts,
  flatten,
  load,
  namespaces,
  type Text,
  type Tree,
} from '../../../scripts/mi-review/locale-texts';
