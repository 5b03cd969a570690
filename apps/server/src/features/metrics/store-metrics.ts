import type { FileStore } from '../files/file-store.js';
import type { FileStoreErrors } from './metrics.js';

/**
 * `store`, counting its failures by operation: a bucket that stops answering shows as a
 * rising counter before officers report broken uploads. Failures are still thrown as before.
 * Written out method by method, so that a method added to FileStore must be added here.
 */
export function withStoreMetrics(store: FileStore, errors: FileStoreErrors): FileStore {
  const counted =
    <A extends unknown[], R>(operation: string, run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await run(...args);
      } catch (error) {
        errors.inc({ operation });
        throw error;
      }
    };
  return {
    kind: store.kind,
    put: counted('put', (...args: Parameters<FileStore['put']>) => store.put(...args)),
    write: counted('write', (...args: Parameters<FileStore['write']>) => store.write(...args)),
    open: counted('open', async (...args: Parameters<FileStore['open']>) => {
      const stream = await store.open(...args);
      // A bucket can fail half-way through a download, after `open` has answered.
      stream?.on('error', () => errors.inc({ operation: 'read' }));
      return stream;
    }),
    delete: counted('delete', (...args: Parameters<FileStore['delete']>) => store.delete(...args)),
    list: counted('list', (...args: Parameters<FileStore['list']>) => store.list(...args)),
    clearTemp: counted('clearTemp', (...args: Parameters<FileStore['clearTemp']>) =>
      store.clearTemp(...args),
    ),
    check: counted('check', () => store.check()),
    // Computed here, nothing stored is touched: nothing to fail.
    signedUrl: (key, ttlSeconds) => store.signedUrl(key, ttlSeconds),
    verifySignature: (key, expires, signature) => store.verifySignature(key, expires, signature),
    tempPath: () => store.tempPath(),
  };
}
