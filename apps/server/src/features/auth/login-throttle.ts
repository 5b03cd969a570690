/**
 * Counts failed logins per email+IP in a sliding window (docs/behaviour.md §1: LOGIN_MAX_ATTEMPTS
 * per 15 minutes). Kept in process memory: with several server processes it moves to Redis
 * behind the same three methods (architecture.md, "Going past one machine").
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxAttempts: number,
    private readonly windowMs = 15 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
  retryAfter(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.maxAttempts) return 0;
    const oldest = recent[recent.length - this.maxAttempts] ?? this.now();
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
  }

  fail(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.failures.set(key, recent);
    if (this.failures.size > 100_000) this.prune();
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - this.windowMs;
    return (this.failures.get(key) ?? []).filter((t) => t > cutoff);
  }

  private prune(): void {
    for (const key of this.failures.keys()) {
      if (this.recent(key).length === 0) this.failures.delete(key);
    }
  }
}
