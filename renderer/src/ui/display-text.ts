// Text from the service as it may be shown. Bidirectional controls (U+202E and friends) reorder
// what follows them, so "‮gnp.exe" would read "exe.png": each is written out as a visible mark
// instead, on screen and in the display columns of exports. Everything else is left as it came.

const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const BIDI_CONTROLS = new RegExp(BIDI_CONTROL.source, 'g');

export function displayText(text: string): string {
  if (!BIDI_CONTROL.test(text)) return text;
  return text.replace(BIDI_CONTROLS, (c) => `⟨U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}⟩`);
}
