import { describe, expect, it } from 'vitest';
import { describeUserAgent, parseUserAgent } from './user-agent.ts';

describe('reading user agents', () => {
  const cases: [ua: string, expected: string, mobile: boolean][] = [
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome 131.0 on Windows 10',
      false,
    ],
    [
      'Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36',
      'Chrome 109.0 on Windows 7',
      false,
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15',
      'Safari 17.6 on Mac OS 10.15.7',
      false,
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
      'Mobile Safari 17.6 on iOS 17.6.1',
      true,
    ],
    ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox 128.0 on Linux', false],
    ['Mozilla/5.0 (Windows NT 6.3; Trident/7.0; rv:11.0) like Gecko', 'IE 11.0 on Windows 8.1', false],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36 OPR/114.0.0',
      'Opera 114.0 on Windows 10',
      false,
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      'Edge 131.0 on Windows 10',
      false,
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome 131.0 on Android 14',
      true,
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Samsung Internet 25.0 on Android 13',
      true,
    ],
    ['ShopApp/5.3.1 (iPhone; iOS 18.1; Scale/3.00)', 'ShopApp 5.3.1 on iOS 18.1', true],
    ['curl/8.5.0', 'curl 8.5.0', false],
    ['', 'Unknown client', false],
  ];
  it.each(cases)('%s', (ua, expected, mobile) => {
    const parsed = parseUserAgent(ua);
    expect(describeUserAgent(parsed)).toBe(expected);
    expect(parsed.mobile).toBe(mobile);
  });
});
