const CJK = /[\u3400-\u9fff]/;

/**
 * Chinese names are shown by their last two characters (the given name), as Chinese apps do; Fluent's
 * own initials cover Latin names. Undefined lets Fluent decide.
 */
export function avatarInitials(name: string): string | undefined {
  const trimmed = name.trim();
  if (!CJK.test(trimmed)) return undefined;
  return [...trimmed].slice(-2).join('');
}
