// A refusal a handler raises for the user to read: the core's `handle` turns it into its typed error.
import type { ApiError } from '../../shared/api-error.ts';

export class Refusal extends Error {
  readonly error: ApiError;
  constructor(error: ApiError) {
    super(error.message);
    this.error = error;
  }
}
