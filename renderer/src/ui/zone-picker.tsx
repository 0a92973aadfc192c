// A searchable list of time zones (the OS's, UTC, every IANA zone), each with its offset now, the
// recently chosen first: type a city, a region or an offset (`+5:30`), arrows to move, Enter to choose.
import { useId, useMemo, useState, type ReactNode } from 'react';
import { searchZones } from './zone-list.ts';

export function ZonePicker(props: {
  value: string;
  recent: string[];
  onChange: (zone: string) => void;
  label?: string;
}): ReactNode {
  const { value, recent, onChange, label = 'Find a time zone' } = props;
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const id = useId();
  const entries = useMemo(() => searchZones(query, recent, Date.now()), [query, recent]);
  const choose = (zone: string) => {
    onChange(zone);
    setQuery('');
    setActive(0);
  };
  return (
    <div className="zone-picker">
      <input
        type="search"
        role="combobox"
        aria-label={label}
        aria-expanded="true"
        aria-controls={`${id}-list`}
        aria-activedescendant={entries[active] ? `${id}-${active}` : undefined}
        placeholder="City, region or offset (+5:30)"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, entries.length - 1));
          else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
          else if (event.key === 'Enter' && entries[active]) choose(entries[active].value);
          else return;
          event.preventDefault();
        }}
      />
      <ul className="zone-options" role="listbox" id={`${id}-list`} aria-label="Time zones">
        {entries.map((entry, i) => (
          <li
            key={entry.value}
            id={`${id}-${i}`}
            role="option"
            aria-selected={entry.value === value}
            className={i === active ? 'is-active' : undefined}
            onClick={() => choose(entry.value)}
            onPointerMove={() => setActive(i)}
          >
            <span className="zone-city">{entry.city}</span>
            {entry.region ? <span className="zone-region">{entry.region}</span> : null}
            <span className="zone-offset">{entry.offset}</span>
          </li>
        ))}
        {entries.length === 0 ? <li className="zone-none">No time zone matches “{query}”.</li> : null}
      </ul>
    </div>
  );
}
