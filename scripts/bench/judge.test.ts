import { describe, expect, it } from 'vitest';
import { FRAME_MS, largest, paired, ratioGoal, splitLaunches } from './judge.ts';

describe('ratioGoal', () => {
  it('meets the goal at the limit and misses it just past', () => {
    expect(ratioGoal({ name: 'launch', value: 200, floor: 100, times: 2 })).toMatchObject({ ok: true, ratio: 2 });
    expect(ratioGoal({ name: 'launch', value: 201, floor: 100, times: 2 })).toMatchObject({ ok: false, ratio: 2.01 });
  });

  it('adds a round trip to the limit and takes it off before the ratio', () => {
    const fresh = ratioGoal({ name: 'fresh', value: 350, floor: 100, times: 3, plus: 50, plusName: 'round trip' });
    expect(fresh).toMatchObject({ ok: true, ratio: 3, goal: '≤ 3× floor + round trip (350 ms)' });
    expect(ratioGoal({ name: 'fresh', value: 351, floor: 100, times: 3, plus: 50 }).ok).toBe(false);
  });

  it('misses a frame budget given beside the ratio, whatever the floor', () => {
    const slowMachine = ratioGoal({ name: 'scroll', value: 20, floor: 18, times: 1.5, within: FRAME_MS });
    expect(slowMachine).toMatchObject({ ok: false, goal: '≤ 1.5× floor (27 ms), < 16.7 ms' });
    expect(slowMachine.ratio).toBeCloseTo(1.11, 2);
    // Within the budget, past the ratio.
    expect(ratioGoal({ name: 'scroll', value: 9, floor: 5, times: 1.5, within: FRAME_MS }).ok).toBe(false);
    expect(ratioGoal({ name: 'scroll', value: 7, floor: 5, times: 1.5, within: FRAME_MS }).ok).toBe(true);
  });

  it('misses the goal when a figure or its floor failed', () => {
    expect(ratioGoal({ name: 'x', value: Number.NaN, floor: 100, times: 2 }).ok).toBe(false);
    expect(ratioGoal({ name: 'x', value: 100, floor: Number.NaN, times: 2 }).ok).toBe(false);
  });
});

describe('splitLaunches', () => {
  const run = (host: number, answer: number, commit: number, paint: number) => [
    { name: 'host', at: host },
    { name: 'answer', at: answer },
    { name: 'commit', at: commit },
    { name: 'paint', at: paint },
  ];

  it("gives each part what it added, its median over the runs, and a run's parts add up to its launch", () => {
    const parts = splitLaunches([run(10, 40, 100, 120), run(20, 50, 90, 130), run(30, 60, 110, 125)]);
    expect(parts.map((p) => [p.name, p.ms])).toEqual([
      ['host', 20],
      ['answer', 30],
      ['commit', 50],
      ['paint', 20],
    ]);
    const one = splitLaunches([run(10, 40, 100, 120)]);
    expect(one.reduce((sum, p) => sum + p.ms, 0)).toBe(120);
    expect(largest(parts)?.name).toBe('commit');
  });

  it('counts a part reached before an earlier one as adding nothing, and says how often', () => {
    // The commit before the cached answer: the answer's wait is then the commit's too.
    const parts = splitLaunches([run(10, 80, 60, 100), run(10, 40, 60, 100)]);
    const commit = parts.find((p) => p.name === 'commit')!;
    expect(commit.early).toBe(1);
    expect(splitLaunches([run(10, 80, 60, 100)]).map((p) => p.ms)).toEqual([10, 70, 0, 20]);
  });

  it('refuses runs whose milestones differ', () => {
    expect(() => splitLaunches([run(1, 2, 3, 4), [{ name: 'other', at: 1 }]])).toThrow(/differ/);
  });
});

describe('paired', () => {
  it('compares two launches taken in turns run by run, not median against median', () => {
    // Each run's two launches fall in the same band, slow or quick: the medians of the two lists
    // say the first is slower (196 against 172), each pair that it is quicker, more often than not.
    const home = [216, 148, 237, 234, 162, 235, 154, 130, 196];
    const overview = [252, 203, 166, 132, 240, 260, 172, 127, 144];
    expect(paired(home, overview)).toEqual({
      difference: -18,
      faster: 5,
      slower: 4,
      pairs: 9,
      beyondNoiseFrom: 8,
      slowerBeyondNoise: false,
    });
    expect(paired(overview, home)).toMatchObject({ difference: 18, faster: 4, slower: 5, slowerBeyondNoise: false });
  });

  it('pairs no further than the shorter list', () => {
    expect(paired([100, 90, 80, 70], [95, 95, 95])).toMatchObject({ difference: -5, faster: 2, slower: 1, pairs: 3 });
  });

  it('calls slower beyond noise what chance would give less than once in 20: 8 pairs of 9, not 7', () => {
    const overview = [150, 150, 150, 150, 150, 150, 150, 150, 150];
    const slowerIn = (k: number) => overview.map((t, i) => (i < k ? t + 5 : t - 5));
    expect(paired(slowerIn(7), overview)).toMatchObject({ slower: 7, slowerBeyondNoise: false }); // 46 in 512
    expect(paired(slowerIn(8), overview)).toMatchObject({ slower: 8, slowerBeyondNoise: true }); // 10 in 512
    expect(paired(overview.slice(0, 4), overview.slice(0, 4)).beyondNoiseFrom).toBe(5); // never, with 4 pairs
    // Ties count for neither side.
    expect(paired([150, 150, 150], [150, 150, 150])).toMatchObject({ slower: 0, faster: 0, slowerBeyondNoise: false });
  });
});
