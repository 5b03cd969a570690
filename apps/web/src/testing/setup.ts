import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { loadFeatureTexts } from '@/app/load-feature-texts';
import { loadPublicTexts } from '@/app/load-public-texts';
import { i18n } from '@/lib/i18n';

// Dates come from the Nepali calendar in Asia/Kathmandu, never from the machine's zone; the
// zone is pinned anyway so that a test cannot pass here and fail on a machine elsewhere.
process.env.TZ = 'UTC';

// The app loads the features' texts with the signed-in layout; component tests render a page
// or a form by itself, so every text is there from the start.
await loadFeatureTexts();
await loadPublicTexts();

// jsdom has <dialog> but not its modal methods. The browser's own behaviour (inert page,
// backdrop) is not under test here; open/close and the 'close' event are enough.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

let consoleErrors: unknown[][] = [];
let requests: string[] = [];

beforeEach(() => {
  consoleErrors = [];
  requests = [];
  const original = console.error.bind(console);
  // A React warning, a failed act() or jsdom's "not implemented" all arrive here: fail on them.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
    original(...args);
  });
  // Component tests have no server. A request that slips out is a failure, not a silent
  // network error; a test that means to look at fetch spies on it itself.
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    requests.push(input instanceof Request ? input.url : String(input));
    return Promise.reject(new TypeError('No server in component tests'));
  });
});

afterEach(async () => {
  cleanup();
  localStorage.clear();
  i18n.changeLanguage('ne');
  vi.useRealTimers();
  vi.restoreAllMocks();
  const unexpected = [
    ...consoleErrors.map((args) => `console.error: ${args.map(String).join(' ')}`),
    ...requests.map((url) => `request to ${url}`),
  ];
  if (unexpected.length > 0)
    throw new Error(`Unexpected during the test:\n${unexpected.join('\n')}`);
});
