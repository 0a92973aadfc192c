// The privacy mask switch, shown wherever personal data of error events can appear.
import type { ReactNode } from 'react';
import { usePrivacyMask } from '../../state/privacy-mask.ts';

export function MaskToggle(): ReactNode {
  const { masked, known, setMasked, problem } = usePrivacyMask();
  return (
    <span className="err-mask">
      <button
        type="button"
        className={masked ? 'err-mask-button is-on' : 'err-mask-button'}
        aria-pressed={masked}
        disabled={!known}
        onClick={() => setMasked(!masked)}
        title="Replace user names, e-mails, ids, hashes and IP addresses by stable pseudonyms, on screen and in exports"
      >
        <span aria-hidden="true">{masked ? '◉' : '○'}</span> Privacy mask {masked ? 'on' : 'off'}
      </button>
      {problem ? (
        <span className="err-inline-error" role="alert">
          {problem}
        </span>
      ) : null}
    </span>
  );
}
