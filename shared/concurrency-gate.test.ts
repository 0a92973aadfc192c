import { describe, expect, it, vi } from 'vitest';
import { createGate, gatesByKey } from './concurrency-gate.ts';

function deferred() {
  let resolve!: (value: number) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<number>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('concurrency gate', () => {
  it('never runs more than 4 at once, and starts the rest in order as slots free', async () => {
    const gate = createGate(4);
    const tasks = Array.from({ length: 10 }, () => deferred());
    const started: number[] = [];
    let running = 0;
    let peak = 0;
    const results = tasks.map((d, i) =>
      gate.run(async () => {
        started.push(i);
        running++;
        peak = Math.max(peak, running);
        try {
          return await d.promise;
        } finally {
          running--;
        }
      }),
    );
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    expect([gate.active, gate.waiting]).toEqual([4, 6]);

    tasks[2]!.resolve(2);
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4]);

    // Finish the rest in a scrambled order; the peak never passes the limit.
    for (const i of [0, 4, 1, 3, 5, 9, 6, 7, 8]) {
      tasks[i]!.resolve(i);
      await tick();
      expect(running).toBeLessThanOrEqual(4);
    }
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(peak).toBe(4);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect([gate.active, gate.waiting]).toEqual([0, 0]);
  });

  it('frees the slot of a failed task', async () => {
    const gate = createGate(1);
    const first = deferred();
    const failing = gate.run(() => first.promise);
    const second = gate.run(async () => 'next');
    first.reject(new Error('boom'));
    await expect(failing).rejects.toThrow('boom');
    await expect(second).resolves.toBe('next');
  });

  it('drops a waiting task whose signal aborts, without running it', async () => {
    const gate = createGate(1);
    const blocker = deferred();
    void gate.run(() => blocker.promise);
    const controller = new AbortController();
    let ran = false;
    const dropped = gate.run(async () => {
      ran = true;
    }, controller.signal);
    expect(gate.waiting).toBe(1);
    controller.abort(new Error('window changed'));
    await expect(dropped).rejects.toThrow('window changed');
    expect(gate.waiting).toBe(0);
    blocker.resolve(1);
    await tick();
    expect(ran).toBe(false);
    expect(gate.active).toBe(0);
  });

  it('refuses a task whose signal has already aborted', async () => {
    const gate = createGate(2);
    await expect(gate.run(async () => 1, AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone');
    expect(gate.active).toBe(0);
  });

  it('starts a task sent behind only once no other task waits', async () => {
    const gate = createGate(1);
    const blocker = deferred();
    const order: string[] = [];
    void gate.run(() => blocker.promise);
    const behind = gate.run(async () => void order.push('bucket'), undefined, true);
    const ahead = gate.run(async () => void order.push('view'));
    blocker.resolve(1);
    await Promise.all([behind, ahead]);
    expect(order).toEqual(['view', 'bucket']);
  });

  it('paused (the service said 429), starts nothing until the pause ends, then at most the limit at once', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    try {
      const gate = createGate(2);
      // Told of the pause as it starts and as it ends.
      const heard: (number | null)[] = [];
      gate.subscribe(() => heard.push(gate.pausedUntil));
      gate.pauseUntil(Date.now() + 5_000);
      expect(gate.pausedUntil).toBe(1_005_000);
      expect(heard).toEqual([1_005_000]);
      const started: number[] = [];
      const blockers = Array.from({ length: 3 }, () => deferred());
      const runs = blockers.map((d, i) => gate.run(() => (started.push(i), d.promise)));
      await vi.advanceTimersByTimeAsync(4_999);
      expect(started).toEqual([]);
      expect(gate.waiting).toBe(3);
      // An earlier pause does not shorten a later one.
      gate.pauseUntil(Date.now() + 1);
      expect(gate.pausedUntil).toBe(1_005_000);
      await vi.advanceTimersByTimeAsync(1);
      expect(started).toEqual([0, 1]);
      expect(gate.pausedUntil).toBeNull();
      expect(heard).toEqual([1_005_000, null]);
      blockers.forEach((d, i) => d.resolve(i));
      expect(await Promise.all(runs)).toEqual([0, 1, 2]);
      expect(started).toEqual([0, 1, 2]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a pause in the past changes nothing', async () => {
    const gate = createGate(1);
    gate.pauseUntil(Date.now() - 1);
    expect(gate.pausedUntil).toBeNull();
    await expect(gate.run(async () => 'ran')).resolves.toBe('ran');
  });
});

describe('gatesByKey', () => {
  it('keeps one gate a key, each with its own slots', async () => {
    const gateOf = gatesByKey(1);
    expect(gateOf('a')).toBe(gateOf('a'));
    let release = () => undefined as void;
    void gateOf('a').run(() => new Promise<void>((resolve) => (release = resolve)));
    expect(gateOf('a').active).toBe(1);
    expect(gateOf('b').active).toBe(0);
    await gateOf('b').run(async () => expect(gateOf('b').active).toBe(1));
    release();
  });
});
