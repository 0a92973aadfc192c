import { describe, expect, it } from 'vitest';
import { displayText } from './display-text.ts';

describe('display text', () => {
  it('writes out bidirectional controls, so a reversed name reads as it is', () => {
    expect(displayText('invoice\u202Egnp.exe')).toBe('invoice⟨U+202E⟩gnp.exe');
    expect(displayText('\u2066a\u2069 \u200Fb\u061C')).toBe('⟨U+2066⟩a⟨U+2069⟩ ⟨U+200F⟩b⟨U+061C⟩');
  });
  it('leaves other text alone, right-to-left scripts included', () => {
    for (const text of ['/checkout?id=42', 'مرحبا', 'שלום world', 'Île-de-France', ''])
      expect(displayText(text)).toBe(text);
  });
});
