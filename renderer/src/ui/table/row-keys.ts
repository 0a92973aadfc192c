// Which row becomes active for a key: ↑/↓ one row, PageUp/PageDown a screenful, Home/End the
// ends. `null` means the key is not the table's (let it through).

export function nextActive(key: string, active: number, count: number, pageSize: number): number | null {
  if (count === 0) return null;
  const clamp = (i: number) => Math.max(0, Math.min(count - 1, i));
  switch (key) {
    case 'ArrowDown':
      return active < 0 ? 0 : clamp(active + 1);
    case 'ArrowUp':
      return active < 0 ? 0 : clamp(active - 1);
    case 'PageDown':
      return clamp(Math.max(active, 0) + pageSize);
    case 'PageUp':
      return clamp(active - pageSize);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
