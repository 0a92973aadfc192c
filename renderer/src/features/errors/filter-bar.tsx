// The filters in force as removable chips, and a small form to add one. Filters live in the
// route (the caller navigates), so a filtered screen can be reopened or shared exactly.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FILTER_LABELS, FILTER_SUGGESTIONS, type ListFilterKey } from './error-params.ts';
import { maskFilterValue } from '../../domain/privacy-mask.ts';

export function FilterBar(props: {
  keys: readonly ListFilterKey[];
  filters: Partial<Record<ListFilterKey, string>>;
  masked: boolean;
  onChange: (key: ListFilterKey, value: string | null) => void;
  onClear: () => void;
  /** Further controls of what is listed (New only), set beside the filters. */
  children?: ReactNode;
}): ReactNode {
  const { keys, filters, masked, onChange, onClear } = props;
  const active = keys.filter((key) => filters[key] !== undefined);
  const free = keys.filter((key) => filters[key] === undefined);
  return (
    <div className="err-filters" role="group" aria-label="Filters">
      {props.children}
      {active.map((key) => (
        <span key={key} className="err-chip" data-filter={key}>
          <span className="err-chip-key">{FILTER_LABELS[key]}:</span>{' '}
          <bdi>{maskFilterValue(key, filters[key] ?? '', masked)}</bdi>
          <button
            type="button"
            className="err-chip-remove"
            aria-label={`Remove filter ${FILTER_LABELS[key]}`}
            onClick={() => onChange(key, null)}
          >
            ×
          </button>
        </span>
      ))}
      {free.length > 0 ? <AddFilter keys={free} onAdd={onChange} /> : null}
      {active.length > 1 ? (
        <button type="button" className="err-link-button" onClick={onClear}>
          Clear filters
        </button>
      ) : null}
    </div>
  );
}

function AddFilter(props: {
  keys: readonly ListFilterKey[];
  onAdd: (key: ListFilterKey, value: string) => void;
}): ReactNode {
  const [key, setKey] = useState<ListFilterKey>(props.keys[0]!);
  const [value, setValue] = useState('');
  const listId = useId();
  const current = props.keys.includes(key) ? key : props.keys[0]!;
  const suggestions = FILTER_SUGGESTIONS[current];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return;
    props.onAdd(current, value.trim());
    setValue('');
  };
  return (
    <form className="err-add-filter" onSubmit={submit}>
      <label>
        <span className="visually-hidden">Filter by</span>
        <select
          value={current}
          onChange={(event) => setKey(event.target.value as ListFilterKey)}
          aria-label="Filter by"
        >
          {props.keys.map((k) => (
            <option key={k} value={k}>
              {FILTER_LABELS[k]}
            </option>
          ))}
        </select>
      </label>
      <input
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={current === 'tags' ? 'tag1,tag2' : `${FILTER_LABELS[current]}…`}
        aria-label="Filter value"
        data-search
        list={suggestions ? listId : undefined}
      />
      {suggestions ? (
        <datalist id={listId}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      ) : null}
      <button type="submit" disabled={!value.trim()}>
        Add filter
      </button>
    </form>
  );
}
