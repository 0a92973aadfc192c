// Browsers, operating systems, devices and matching user-agent strings. Browser and OS names are
// the values the spec lists for the errors filters (4.9); devices are desktop or mobile.

export type Device = 'desktop' | 'mobile';

/** One kind of client: a browser on an OS, with the versions seen in the wild. */
export interface ClientKind {
  readonly key: string;
  readonly browser: string;
  readonly os: string;
  readonly device: Device;
  readonly browserVersions: readonly string[];
  readonly osVersions: readonly string[];
  /** Share of all traffic, before a group's profile reweights it. */
  readonly share: number;
  readonly ua: (browserVersion: string, osVersion: string) => string;
}

const chromeUa = (platform: string) => (v: string) =>
  `Mozilla/5.0 (${platform}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v}.0.0 Safari/537.36`;
const windowsPlatform = (os: string) =>
  os === '11' || os === '10'
    ? 'Windows NT 10.0; Win64; x64'
    : os === '8.1'
      ? 'Windows NT 6.3; Win64; x64'
      : 'Windows NT 6.1; Win64; x64';
const macPlatform = (os: string) => `Macintosh; Intel Mac OS X ${os.replace(/\./g, '_')}`;

export const CLIENT_KINDS: readonly ClientKind[] = [
  {
    key: 'chrome-windows',
    browser: 'Chrome',
    os: 'Windows',
    device: 'desktop',
    share: 30,
    browserVersions: ['131.0', '130.0', '129.0', '128.0', '126.0', '120.0', '109.0'],
    osVersions: ['10', '11', '7'],
    ua: (v, os) => chromeUa(windowsPlatform(os))(v),
  },
  {
    key: 'chrome-mac',
    browser: 'Chrome',
    os: 'Mac OS',
    device: 'desktop',
    share: 11,
    browserVersions: ['131.0', '130.0', '129.0', '127.0'],
    osVersions: ['10.15.7', '14.6', '15.1'],
    ua: (v, os) => chromeUa(macPlatform(os))(v),
  },
  {
    key: 'chrome-linux',
    browser: 'Chrome',
    os: 'Linux',
    device: 'desktop',
    share: 3,
    // Linux agents send no OS version: an empty string, as the real data has.
    browserVersions: ['131.0', '130.0', '124.0'],
    osVersions: [''],
    ua: (v) => chromeUa('X11; Linux x86_64')(v),
  },
  {
    key: 'chrome-android',
    browser: 'Chrome',
    os: 'Android',
    device: 'mobile',
    share: 16,
    browserVersions: ['131.0', '130.0', '129.0', '116.0'],
    osVersions: ['14', '13', '12', '10'],
    ua: (v, os) =>
      `Mozilla/5.0 (Linux; Android ${os}; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v}.0.0 Mobile Safari/537.36`,
  },
  {
    key: 'firefox-windows',
    browser: 'Firefox',
    os: 'Windows',
    device: 'desktop',
    share: 5,
    browserVersions: ['133.0', '132.0', '128.0', '115.0'],
    osVersions: ['10', '11'],
    ua: (v, os) => `Mozilla/5.0 (${windowsPlatform(os)}; rv:${v}) Gecko/20100101 Firefox/${v}`,
  },
  {
    key: 'firefox-linux',
    browser: 'Firefox',
    os: 'Linux',
    device: 'desktop',
    share: 2,
    browserVersions: ['133.0', '128.0', '115.0'],
    osVersions: [''],
    ua: (v) => `Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:${v}) Gecko/20100101 Firefox/${v}`,
  },
  {
    key: 'firefox-mac',
    browser: 'Firefox',
    os: 'Mac OS',
    device: 'desktop',
    share: 1.5,
    browserVersions: ['133.0', '132.0'],
    osVersions: ['10.15', '14.6'],
    ua: (v, os) => `Mozilla/5.0 (${macPlatform(os)}; rv:${v}) Gecko/20100101 Firefox/${v}`,
  },
  {
    key: 'safari-mac',
    browser: 'Safari',
    os: 'Mac OS',
    device: 'desktop',
    share: 7,
    browserVersions: ['18.1', '17.6', '17.4', '16.6'],
    osVersions: ['10.15.7', '14.6', '15.1'],
    ua: (v, os) =>
      `Mozilla/5.0 (${macPlatform(os)}) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${v} Safari/605.1.15`,
  },
  {
    key: 'mobile-safari-ios',
    browser: 'Mobile Safari',
    os: 'iOS',
    device: 'mobile',
    share: 17,
    browserVersions: ['18.1', '17.6', '17.5', '16.6', '15.8'],
    osVersions: ['18.1.1', '17.6.1', '17.5', '16.7.10', '15.8.3'],
    ua: (v, os) =>
      `Mozilla/5.0 (iPhone; CPU iPhone OS ${os.replace(/\./g, '_')} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${v} Mobile/15E148 Safari/604.1`,
  },
  {
    key: 'android-browser',
    browser: 'Android Browser',
    os: 'Android',
    device: 'mobile',
    share: 3,
    browserVersions: ['26.0', '25.0', '4.0'],
    osVersions: ['14', '13', '11', '4.4.2'],
    ua: (v, os) =>
      `Mozilla/5.0 (Linux; Android ${os}; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/${v} Chrome/121.0.0.0 Mobile Safari/537.36`,
  },
  {
    key: 'ie-windows',
    browser: 'IE',
    os: 'Windows',
    device: 'desktop',
    share: 0.6,
    browserVersions: ['11.0'],
    osVersions: ['7', '8.1', '10'],
    ua: (_v, os) => `Mozilla/5.0 (${windowsPlatform(os).replace('; x64', '')}; Trident/7.0; rv:11.0) like Gecko`,
  },
  {
    key: 'opera-windows',
    browser: 'Opera',
    os: 'Windows',
    device: 'desktop',
    share: 1.4,
    browserVersions: ['114.0', '113.0', '106.0'],
    osVersions: ['10', '11'],
    ua: (v, os) =>
      `Mozilla/5.0 (${windowsPlatform(os)}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36 OPR/${v}.0.0`,
  },
];

/** Screen sizes (CSS pixels) by device. */
export const SCREENS: Record<Device, readonly (readonly [number, number])[]> = {
  desktop: [
    [1920, 1080],
    [1536, 864],
    [1366, 768],
    [2560, 1440],
    [1440, 900],
    [1280, 720],
    [3840, 2160],
  ],
  mobile: [
    [390, 844],
    [393, 873],
    [414, 896],
    [360, 800],
    [375, 667],
    [412, 915],
    [430, 932],
  ],
};

/** Who calls an APM project's endpoints: the shop's own apps and browsers, as seen in request headers. */
export const SERVER_CALLER_UAS: readonly string[] = [
  'ShopApp/5.3.1 (iPhone; iOS 18.1; Scale/3.00)',
  'ShopApp/5.3.0 (Android 14; Pixel 8)',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  'node-fetch/1.0 (+https://github.com/bitinn/node-fetch)',
  'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
  'curl/8.5.0',
];

/** The kernel release APM hosts report as their OS version. */
export const SERVER_OS_VERSION = '6.8.0-1019-aws';
