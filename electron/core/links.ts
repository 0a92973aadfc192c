// External links come from API data (the error trackers' URLs): only http(s) ever leaves the
// app, and only to the system browser.
export type LinkCheck = { ok: true; url: string } | { ok: false; message: string };

export function checkExternalUrl(input: string): LinkCheck {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return { ok: false, message: 'This link is not a valid address and was not opened' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, message: `Links of the form "${url.protocol}" are not opened; only http and https links are` };
  }
  if (url.username || url.password)
    return { ok: false, message: 'Links carrying a user name or password are not opened' };
  return { ok: true, url: url.href };
}
