import { describe, expect, it } from 'vitest';
import { requestLogLine, type RequestRecord } from './request-log.ts';

const AT = Date.UTC(2026, 0, 2, 3, 4, 5, 678);
const record = (overrides: Partial<RequestRecord> = {}): RequestRecord => ({
  at: AT,
  endpoint: 'errors',
  query: { timeDur: '1d' },
  source: 'network',
  status: 200,
  ms: 312.4,
  ...overrides,
});

describe('requestLogLine', () => {
  it('says when, which endpoint, the status, the time and where the answer came from', () => {
    expect(requestLogLine(record())).toBe('2026-01-02T03:04:05.678Z GET errors 200 312ms network window=timeDur=1d');
    expect(requestLogLine(record({ source: 'cache', status: undefined, ms: 2 }))).toBe(
      '2026-01-02T03:04:05.678Z GET errors - 2ms cache window=timeDur=1d',
    );
  });

  it("keeps the window's values and names every other parameter without its value", () => {
    const line = requestLogLine(
      record({
        query: {
          timeStart: '2026-01-01 00:00:00',
          timeEnd: '2026-01-02 00:00:00',
          userId: 'jane.doe',
          userEmail: 'jane.doe@example.com',
          search: 'Jane Doe',
          page: 2,
        },
      }),
    );
    expect(line).toContain('window=timeStart=2026-01-01T00:00:00&timeEnd=2026-01-02T00:00:00');
    expect(line).toContain('params=page,search,userEmail,userId');
    for (const personal of ['jane', 'Jane', 'example.com', '@']) expect(line).not.toContain(personal);
  });

  it("logs a failure by its kind, never by the service's message", () => {
    // The record has no room for a message at all: a service that echoes the key cannot put it in the log.
    const line = requestLogLine(record({ status: 401, error: 'auth' }));
    expect(line).toBe('2026-01-02T03:04:05.678Z GET errors 401 312ms network error=auth window=timeDur=1d');
  });

  it('masks anything that is not an identifier or a window value', () => {
    const line = requestLogLine(
      record({ endpoint: 'errors key=secret', query: { 'a b@c': 'x', timeDur: 'jane@example.com/1d' } }),
    );
    expect(line).not.toMatch(/secret|jane|example|x$/);
    expect(line).toContain('GET ? ');
    expect(line).toContain('window=timeDur=?');
  });
});
