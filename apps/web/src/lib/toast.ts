import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

// The toasts, without sonner (about 10 kB gzip) on the first page's critical path: the app's
// Toaster loads it once the page is idle (app/provider.tsx), and a toast asked for earlier
// loads it itself. sonner shows a toast made before its Toaster subscribed once it does.
type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
let loaded: Sonner | undefined;
const listeners = new Set<(module: Sonner) => void>();

/** sonner's module, fetched once (again after a failed fetch, e.g. offline for a moment). */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener(module);
      return module;
    },
    (error: unknown) => {
      sonner = undefined;
      throw error;
    },
  );
  return sonner;
}

/** sonner's module if it is loaded already. */
export function loadedSonner(): Sonner | undefined {
  return loaded;
}

/** Calls `listener` when sonner's module has loaded, whoever asked for it (at once if it has). */
export function onSonnerLoaded(listener: (module: Sonner) => void): () => void {
  if (loaded) listener(loaded);
  else listeners.add(listener);
  return () => void listeners.delete(listener);
}

function show(kind: 'success' | 'error', message: string, options?: ExternalToast): void {
  // If the code cannot be fetched (the link dropped), this toast is lost; the next one retries.
  loadSonner().then(
    (module) => module.toast[kind](message, options),
    () => undefined,
  );
}

/** `toast.success(message)` and `toast.error(message)`, as sonner's. */
export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  dismiss: (id: string) => void loadedSonner()?.toast.dismiss(id),
};
