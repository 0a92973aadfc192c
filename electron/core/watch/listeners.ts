// Who hears of something: added with the removal handed back, told in the order they came.
export class Listeners<T> {
  private readonly set = new Set<(value: T) => void>();

  add(listener: (value: T) => void): () => void {
    this.set.add(listener);
    return () => this.set.delete(listener);
  }

  get size(): number {
    return this.set.size;
  }

  tell(value: T): void {
    for (const listener of this.set) listener(value);
  }
}
