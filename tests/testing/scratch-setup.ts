// vitest's global set-up: every temporary folder the tests make lands in one, removed at the end.
import { scratchTmpdir } from '../../scripts/scratch-tmpdir.ts';

export default function setup(): () => void {
  return scratchTmpdir('spyglass-unit');
}
