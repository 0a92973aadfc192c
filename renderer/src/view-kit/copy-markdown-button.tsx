// The one "Copy as Markdown" button: what is on screen, for a ticket or a chat.
import type { ReactNode } from 'react';
import { useCopyMarkdown, type MarkdownFacts } from './markdown.ts';

export function CopyMarkdownButton({
  facts,
  label = 'Copy as Markdown',
}: {
  facts: () => MarkdownFacts;
  label?: string;
}): ReactNode {
  const copy = useCopyMarkdown();
  return (
    <button type="button" className="link-button copy-markdown" onClick={() => void copy(facts())}>
      {label}
    </button>
  );
}
