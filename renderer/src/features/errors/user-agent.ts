// A small user-agent reader: enough to say "Chrome 131 on Windows 10" for the browsers and
// systems the service reports, plus apps and tools that call an API ("ShopApp 5.3.1", "curl 8.5.0").
// Order matters: many browsers carry the tokens of others (Edge and Opera say Chrome, Chrome says Safari).

export interface ParsedUserAgent {
  browser: string;
  browserVersion: string;
  os: string;
  osVersion: string;
  mobile: boolean;
}

const BROWSERS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/([\d.]+)/],
  ['Opera', /\bOPR\/([\d.]+)/],
  ['Samsung Internet', /\bSamsungBrowser\/([\d.]+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/([\d.]+)/],
  ['IE', /\bMSIE ([\d.]+)|\bTrident\/.*\brv:([\d.]+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/([\d.]+)/],
  ['Mobile Safari', /\bVersion\/([\d.]+).*\bMobile\/\S+.*\bSafari\//],
  ['Safari', /\bVersion\/([\d.]+).*\bSafari\//],
];

const WINDOWS_NT: Record<string, string> = {
  '10.0': '10',
  '6.3': '8.1',
  '6.2': '8',
  '6.1': '7',
  '6.0': 'Vista',
  '5.1': 'XP',
};

function readOs(ua: string): { os: string; osVersion: string } {
  let m = /\bWindows NT ([\d.]+)/.exec(ua);
  if (m) return { os: 'Windows', osVersion: WINDOWS_NT[m[1] ?? ''] ?? m[1] ?? '' };
  m = /\b(?:iPhone|CPU) OS ([\d_]+)|\biPad.*?OS ([\d_]+)/.exec(ua);
  if (m) return { os: 'iOS', osVersion: (m[1] ?? m[2] ?? '').replace(/_/g, '.') };
  m = /\biOS ([\d.]+)/.exec(ua);
  if (m) return { os: 'iOS', osVersion: m[1] ?? '' };
  m = /\bMac OS X ([\d_.]+)/.exec(ua);
  if (m) return { os: 'Mac OS', osVersion: (m[1] ?? '').replace(/_/g, '.') };
  m = /\bAndroid ([\d.]+)/.exec(ua);
  if (m) return { os: 'Android', osVersion: m[1] ?? '' };
  if (/\bAndroid\b/.test(ua)) return { os: 'Android', osVersion: '' };
  if (/\bCrOS\b/.test(ua)) return { os: 'Chrome OS', osVersion: '' };
  if (/\b(Linux|Ubuntu|X11)\b/.test(ua)) return { os: 'Linux', osVersion: '' };
  return { os: '', osVersion: '' };
}

/** `1.2.3.4` → `1.2`: the major and minor version is what people compare. */
function shortVersion(version: string): string {
  return version.split('.').slice(0, 2).join('.');
}

export function parseUserAgent(ua: string): ParsedUserAgent {
  const text = ua.trim();
  const { os, osVersion } = readOs(text);
  const mobile =
    /\b(Mobile|iPhone|iPod)\b/.test(text) ||
    (/\bAndroid\b/.test(text) && !/\bTablet\b/.test(text) && /\bMobile\b/.test(text));
  if (/^Mozilla\//.test(text)) {
    for (const [browser, pattern] of BROWSERS) {
      const m = pattern.exec(text);
      if (m) return { browser, browserVersion: shortVersion(m[1] ?? m[2] ?? ''), os, osVersion, mobile };
    }
    return { browser: '', browserVersion: '', os, osVersion, mobile };
  }
  // Not a browser: an app, library or tool names itself first, as in "curl/8.5.0".
  const product = /^([\w.-]+)\/([\w.-]+)/.exec(text);
  return { browser: product?.[1] ?? '', browserVersion: product?.[2] ?? '', os, osVersion, mobile };
}

/** An event's `env` or a parsed agent: the browser and the system, each as name and version. */
type EnvParts = Pick<ParsedUserAgent, 'browser' | 'browserVersion' | 'os' | 'osVersion'>;

/** "Chrome 131.0", "Windows 10": name and version, empty parts left out; '' when neither is known. */
export function envLabel(env: EnvParts, part: 'browser' | 'os'): string {
  const [name, version] = part === 'browser' ? [env.browser, env.browserVersion] : [env.os, env.osVersion];
  return [name, version].filter(Boolean).join(' ');
}

/** "Chrome 131.0 on Windows 10"; empty parts are left out. */
export function describeUserAgent(parsed: ParsedUserAgent): string {
  const browser = envLabel(parsed, 'browser');
  const os = envLabel(parsed, 'os');
  if (browser && os) return `${browser} on ${os}`;
  return browser || os || 'Unknown client';
}
