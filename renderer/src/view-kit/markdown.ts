// "Copy as Markdown": what a ticket or a chat message needs of an error group, an event, a row or
// a detail: a title line, the key numbers, first and last seen, the window, for an event its top
// frames of the app's own code, and the link back to it in Spyglass.
import type { ResolvedWindow } from '../../../shared/time-window.ts';
import { useAccounts } from '../state/accounts.ts';
import { copyText } from '../ui/copy-text.ts';
import { formatDateTime, displayZone } from '../ui/time.ts';
import { formatRangeLabel } from '../ui/zoned-time.ts';
import { screenLink } from './view-link.ts';

export interface MarkdownFacts {
  /** "Ajax call", "Error group", "Event". */
  kind: string;
  title: string;
  numbers: readonly (readonly [label: string, value: string])[];
  firstSeen?: number | null;
  lastSeen?: number | null;
  window: ResolvedWindow;
  /** The item the link opens, when not what is on screen (a table's row: its detail). */
  at?: string[];
  /** Lines of code, shown as a block (an event's top app frames). */
  code?: { caption: string; lines: readonly string[] };
}

/** Markdown's own characters in a title or a value, written as text. */
const escape = (text: string) =>
  text
    .replace(/([\\`*_[\]<>#|])/g, '\\$1')
    .replace(/\s+/g, ' ')
    .trim();

export function markdownOf(facts: MarkdownFacts, link: string | null): string {
  const lines = [`**${escape(facts.kind)}:** ${escape(facts.title) || '(none)'}`, ''];
  if (facts.numbers.length > 0)
    lines.push(facts.numbers.map(([label, value]) => `**${escape(label)}** ${escape(value)}`).join(' · '));
  const seen = [
    facts.firstSeen ? `First seen ${formatDateTime(facts.firstSeen)}` : '',
    facts.lastSeen ? `last seen ${formatDateTime(facts.lastSeen)}` : '',
  ].filter(Boolean);
  if (seen.length > 0) lines.push(`${seen.join(', ')}`);
  lines.push(`Window: ${formatRangeLabel(facts.window.start, facts.window.end, displayZone(), Date.now())}`);
  if (facts.code && facts.code.lines.length > 0) {
    // A fence longer than any run of backticks inside keeps the block closed.
    const fence = '`'.repeat(
      Math.max(
        3,
        ...facts.code.lines.map((line) => (line.match(/`+/g) ?? []).reduce((n, run) => Math.max(n, run.length + 1), 0)),
      ),
    );
    lines.push('', `${escape(facts.code.caption)}:`, fence, ...facts.code.lines, fence);
  }
  if (link) lines.push('', `[Open in Spyglass](${link.replace(/\)/g, '%29')})`);
  return lines.join('\n');
}

/** Copies `facts` as Markdown, with the link to what is on screen. */
export function useCopyMarkdown(): (facts: MarkdownFacts) => Promise<boolean> {
  const { selected } = useAccounts();
  return (facts) => copyText(markdownOf(facts, selected ? screenLink(selected, facts.at) : null), 'as Markdown');
}
