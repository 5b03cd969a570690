/**
 * `work`, or a rejection once `ms` have passed: a probe or a scrape must answer even when the
 * database or the bucket does not. The work itself is not stopped (nothing here can stop it);
 * its late result is ignored.
 */
export async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
