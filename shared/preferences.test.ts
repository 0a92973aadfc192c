import { describe, expect, it } from 'vitest';
import { preferencesSchema } from './bridge.ts';
import { DEFAULT_PREFERENCES } from './preferences.ts';

describe('preferences', () => {
  it('has defaults the contract accepts as they are', () => {
    expect(preferencesSchema.strict().parse(DEFAULT_PREFERENCES)).toEqual(DEFAULT_PREFERENCES);
  });
});
