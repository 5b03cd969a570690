import type { RateStore } from './rate-store.js';

/**
 * At most `maxAttempts` hits per key in a sliding window (docs/behaviour.md §1: failed sign-ins,
 * LOGIN_MAX_ATTEMPTS per 15 minutes per email and address; the public page: requests per
 * minute per address). The hits live in a RateStore (the database, or Redis), so every server
 * process counts the same hits (docs/decisions/028-several-processes.md).
 */
export class SlidingWindow {
  constructor(
    private readonly store: RateStore,
    private readonly bucket: string,
    private readonly maxAttempts: number,
    private readonly windowMs = 15 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
  async retryAfter(key: string): Promise<number> {
    const now = this.now();
    const recent = await this.store.recent(
      this.bucket,
      key,
      now - this.windowMs + 1,
      this.maxAttempts,
    );
    if (recent.length < this.maxAttempts) return 0;
    const oldest = recent[0] ?? now;
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
  }

  async fail(key: string): Promise<void> {
    await this.store.add(this.bucket, key, this.now(), this.windowMs);
  }

  async reset(key: string): Promise<void> {
    await this.store.clear(this.bucket, key);
  }
}
