// The five escape tips, in order, with their icons (SVGs in public/icons/). Text is in locales
// (shared namespace, tips.{key}).
const TIP_KEYS = ['be-fast', 'get-low', 'close-doors', 'get-out', 'call-111'] as const;
export type TipKey = (typeof TIP_KEYS)[number];

export interface Tip {
  key: TipKey;
  icon: string;
}

export const TIPS: readonly Tip[] = TIP_KEYS.map((key) => ({ key, icon: `tip-${key}` }));
