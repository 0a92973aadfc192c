// Puts text on the clipboard and says so, or says why it could not.
import { notify } from './toast.tsx';

export async function copyText(text: string, what: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    notify(`Copied ${what}`);
    return true;
  } catch {
    notify('Could not copy: the clipboard is not available here', 'error');
    return false;
  }
}
