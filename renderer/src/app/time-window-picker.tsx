// The global time window control: earlier / later by half the span, zoom out, and the picker
// (the spec's presets, the last ranges used, a custom range by calendar or typed, local/UTC).
import { useRef, useState, type ComponentProps, type ReactNode, type RefObject } from 'react';
import { windowLabel, type TimeWindow } from '../../../shared/time-window.ts';
import { usePreferences } from '../state/preferences.ts';
import { useTimeControls } from '../state/time-controls.ts';
import { Popover } from '../ui/popover.tsx';
import { Caret, Icon } from './icons.tsx';
import {
  formatRangeLabel,
  isForeignZone,
  windowTooltip,
  zoneAbbreviation,
  zoneName,
  type Zone,
} from '../ui/zoned-time.ts';

type PanelModule = typeof import('./time-picker-panel.tsx');
let panelModule: Promise<PanelModule> | undefined;
/**
 * The picker's panel (calendar and date library) is its own chunk, off the launch path: asked for
 * when the button is pointed at or focused, and in hand before the panel opens, so that focus
 * lands inside it as it appears.
 */
export function loadPanel(): Promise<PanelModule> {
  panelModule ??= import('./time-picker-panel.tsx').catch((error: unknown) => {
    panelModule = undefined; // the next click asks again
    throw error;
  });
  return panelModule;
}

/**
 * A popover holding the picker's panel (the time window's, and Compare's custom window): `show`
 * loads the panel, then opens, with why it could not load said in the popover instead.
 */
export function usePanelPopover() {
  const [open, setOpen] = useState(false);
  const [panel, setPanel] = useState<PanelModule | Error | null>(null);
  const show = () => {
    loadPanel()
      .then(
        (loaded) => setPanel(loaded),
        (error: unknown) => setPanel(error instanceof Error ? error : new Error(String(error))),
      )
      .finally(() => setOpen(true));
  };
  return { open, panel, show, close: () => setOpen(false) };
}

type PanelPopoverProps = ComponentProps<PanelModule['TimePickerPanel']> & {
  popover: ReturnType<typeof usePanelPopover>;
  anchor: RefObject<HTMLElement | null>;
  label: string;
  /** How to ask again after a failed load. */
  retry: string;
};

export function PanelPopover({ popover, anchor, label, retry, ...panelProps }: PanelPopoverProps): ReactNode {
  const { open, panel, close } = popover;
  return (
    <Popover
      open={open && panel !== null}
      onClose={close}
      anchor={anchor}
      label={label}
      className="time-popover"
      align="end"
    >
      {panel instanceof Error ? (
        <p className="field-error" role="alert">
          The time picker could not be loaded ({panel.message}). Close this and {retry} to retry.
        </p>
      ) : panel ? (
        <panel.TimePickerPanel {...panelProps} />
      ) : null}
    </Popover>
  );
}

export function buttonLabel(window: TimeWindow, zone: Zone, now: number): string {
  return window.kind === 'relative' ? windowLabel(window) : formatRangeLabel(window.start, window.end, zone, now);
}

export function TimeWindowControl(): ReactNode {
  const { window, setWindow, shift, zoomOut, canShiftForward } = useTimeControls();
  const zone = usePreferences().timeZone;
  const popover = usePanelPopover();
  // The tooltip names the local zone, which only Intl knows, and the first Intl call costs a page
  // 20–40 ms: it is written when first pointed at or focused, not on the way to the first paint.
  const [tipWanted, setTipWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const now = Date.now();
  const label = buttonLabel(window, zone, now);
  const getReady = () => {
    setTipWanted(true);
    void loadPanel().catch(() => undefined); // a failure is said when the panel is asked for
  };

  return (
    <div className="time-control" role="group" aria-label="Time window">
      <button
        type="button"
        className="icon-button"
        aria-label="Earlier by half the window"
        title="Earlier by half the window  ["
        onClick={() => shift(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <div className="menu-anchor">
        <button
          ref={trigger}
          type="button"
          className="time-button"
          aria-label={`Time window: ${label}`}
          aria-haspopup="dialog"
          aria-expanded={popover.open}
          title={tipWanted ? windowTooltip(window, zone, now) : undefined}
          onPointerEnter={getReady}
          onFocus={getReady}
          data-testid="time-window-button"
          onClick={popover.open ? popover.close : popover.show}
        >
          <Icon name="clock" />
          <span className="time-label">{label}</span>
          <Caret />
        </button>
        <PanelPopover
          popover={popover}
          anchor={trigger}
          label="Choose a time window"
          retry="click the button again"
          window={window}
          zone={zone}
          onApply={(next) => {
            setWindow(next);
            popover.close();
            trigger.current?.focus();
          }}
        />
      </div>
      {window.kind === 'relative' && isForeignZone(zone) ? (
        // Times in a zone other than the OS's: its short name beside the window (a fixed range's label has it).
        <span className="time-zone-mark" data-testid="time-zone-mark" title={`Times are shown in ${zoneName(zone)}`}>
          {zoneAbbreviation(zone, now)}
        </span>
      ) : null}
      <button
        type="button"
        className="icon-button"
        aria-label="Later by half the window"
        title={canShiftForward ? 'Later by half the window  ]' : 'The window already ends now'}
        disabled={!canShiftForward}
        onClick={() => shift(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label="Zoom out"
        title="Zoom out: twice the span around the same centre  -"
        onClick={zoomOut}
      >
        <Icon name="zoom-out" />
      </button>
    </div>
  );
}
