/** C0 controls, DEL and C1 controls: never meaningful in a search or a slug, and PostgreSQL rejects NUL in text. */
const CONTROL_CHARACTER = /\p{Cc}/gu;
const WHITESPACE_CONTROL = /[\t\n\v\f\r]/;

/** Drops control characters from visitor input; a tab or line break becomes a space so words stay apart. */
export function stripControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTER, (character) => (WHITESPACE_CONTROL.test(character) ? " " : ""));
}

/**
 * At most `max` characters, whitespace collapsed: a longer text is cut at the last word boundary
 * that leaves room for '…' (mid-word only when a single word fills the whole length).
 */
export function clipAtWord(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  // flat.slice(0, i) ends on a whole word when flat[i] is a space; keep one character for '…'.
  const boundary = flat.lastIndexOf(" ", max - 1);
  const cut = boundary > 0 ? flat.slice(0, boundary) : flat.slice(0, max - 1);
  return `${cut.replace(/[\s,;:]+$/, "")}…`;
}

/** 'From S$2.03M' inside a sentence: 'from S$2.03M'; only the first letter changes. */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
