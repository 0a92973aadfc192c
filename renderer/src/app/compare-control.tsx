// "Compare", beside the time window: off, the previous period, the same time last week or
// yesterday, or a custom window (picked with the time picker's own panel).
import { useRef, type ReactNode } from 'react';
import { comparisonFits, comparisonLabel, comparisonWindow, type Comparison } from '../../../shared/comparison.ts';
import { DAY, floorToMinute, resolveWindow } from '../../../shared/time-window.ts';
import { useComparison } from '../state/compare.ts';
import { usePreferences } from '../state/preferences.ts';
import { useTimeWindow } from '../state/time-window.ts';
import { MenuButton } from '../ui/menu.tsx';
import { formatRangeLabel } from '../ui/zoned-time.ts';
import { PanelPopover, usePanelPopover } from './time-window-picker.tsx';
import { Caret, Icon } from './icons.tsx';

/** What the button shows of the choice on a wide window (a narrow one shows the icon, coloured when on); its name and tooltip say it whole. */
const SHORT = { previous: 'previous', week: 'last week', day: 'yesterday', custom: 'custom' } as const;

export function CompareControl(): ReactNode {
  const [comparison, setComparison] = useComparison();
  const [window] = useTimeWindow();
  const zone = usePreferences().timeZone;
  const custom = usePanelPopover();
  const anchor = useRef<HTMLDivElement>(null);
  const now = Date.now();
  const current = resolveWindow(window, floorToMinute(now));
  const fits = !comparison || comparisonFits(comparison, current);
  const other = comparison ? comparisonWindow(comparison, current) : null;
  // The name holds the words the button shows, in their order (speech input says what it sees).
  const label = comparison ? comparisonLabel(comparison) : 'off';
  const shown = !comparison || label.startsWith(SHORT[comparison.mode]) ? label : `${SHORT[comparison.mode]}, ${label}`;
  const choose = (mode: 'previous' | 'week' | 'day') => setComparison({ mode });
  const item = (mode: 'previous' | 'week' | 'day', label: string) => ({
    id: mode,
    label,
    checked: comparison?.mode === mode,
    onSelect: () => choose(mode),
  });

  return (
    <div className="compare-control" ref={anchor} data-testid="compare-control" data-mode={comparison?.mode ?? 'off'}>
      <MenuButton
        label="Compare"
        buttonLabel={`Compare: ${shown}`}
        buttonClassName={comparison ? 'compare-button compare-on' : 'compare-button'}
        align="end"
        title={
          other
            ? `Compared with ${formatRangeLabel(other.start, other.end, zone, now)}  c`
            : fits
              ? 'Compare with another window  c'
              : 'Same time yesterday needs a window of a day or less'
        }
        button={
          <>
            <Icon name="compare" />
            <span className="wide-only">Compare</span>{' '}
            {comparison ? (
              <span className={`wide-only ${fits ? 'compare-current' : 'compare-current compare-unfit'}`}>
                {SHORT[comparison.mode]}
              </span>
            ) : null}
            <Caret className="wide-only" />
          </>
        }
        groups={[
          {
            id: 'compare',
            label: 'Compare with',
            items: [
              { id: 'off', label: 'Off', checked: !comparison, onSelect: () => setComparison(null) },
              item('previous', 'Previous period'),
              item('week', 'Same time last week'),
              {
                ...item('day', 'Same time yesterday'),
                disabled: current.end - current.start > DAY,
                detail: current.end - current.start > DAY ? 'a day or less' : undefined,
              },
              { id: 'custom', label: 'Custom window…', checked: comparison?.mode === 'custom', onSelect: custom.show },
            ],
          },
        ]}
      />
      <PanelPopover
        popover={custom}
        anchor={anchor}
        label="Choose the window to compare with"
        retry="choose again"
        window={
          comparison?.mode === 'custom'
            ? { kind: 'absolute', start: comparison.start, end: comparison.end }
            : { kind: 'absolute', ...(comparisonWindow({ mode: 'previous' }, current) ?? current) }
        }
        zone={zone}
        onApply={(next) => {
          const range = resolveWindow(next, floorToMinute(Date.now()));
          const chosen: Comparison = { mode: 'custom', start: range.start, end: range.end };
          setComparison(chosen);
          custom.close();
        }}
      />
    </div>
  );
}
