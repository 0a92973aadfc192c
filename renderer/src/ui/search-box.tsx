// The list search box: what is typed goes to the API's `search` once typing pauses (or at once on
// Enter). `data-search` lets the shell's `/` shortcut find and focus it.
import { useRef, useState, type ReactNode } from 'react';
import { useDebounced } from './use-debounced.ts';

export const SEARCH_DELAY_MS = 300;

export function SearchBox(props: {
  value: string;
  onSearch: (value: string) => void;
  label: string;
  placeholder: string;
}): ReactNode {
  const { value, onSearch, label, placeholder } = props;
  const [text, setText] = useState(value);
  const sent = useRef(value);
  // Follow the route when it changes from elsewhere (back button, a link), but never undo
  // keystrokes typed after the value we sent ourselves.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== sent.current) setText(value);
  }
  const search = useDebounced((next: string) => {
    sent.current = next.trim();
    onSearch(next.trim());
  }, SEARCH_DELAY_MS);

  return (
    <input
      type="search"
      className="list-search"
      data-search
      value={text}
      aria-label={label}
      placeholder={placeholder}
      spellCheck={false}
      onChange={(event) => {
        setText(event.target.value);
        search(event.target.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') search.flush();
      }}
    />
  );
}
