import { vi } from 'vitest';
import type { XhrLike } from '@/lib/upload-with-progress';

/**
 * A stand-in for the browser's XMLHttpRequest: records what was sent and lets the test drive
 * the upload (progress, end of sending) and the answer.
 */
export class FakeXhr implements XhrLike {
  static instances: FakeXhr[] = [];
  static get last(): FakeXhr {
    const last = FakeXhr.instances.at(-1);
    if (!last) throw new Error('No request was made.');
    return last;
  }

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: XhrLike['upload'] = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }

  /** `loaded` of `total` bytes have left the browser. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  private allSent = false;
  /** Every byte is sent; the server now works on the file. */
  sent() {
    if (this.allSent) return;
    this.allSent = true;
    this.upload.onload?.();
  }
  /** The server answers (the upload has ended first, as in a browser). */
  respond(status: number, body: unknown) {
    this.sent();
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }
  dropConnection() {
    this.onerror?.();
  }
}

/** Puts FakeXhr in the place of XMLHttpRequest, with no request made yet; returns the undo. */
export function installFakeXhr(): () => void {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return () => vi.unstubAllGlobals();
}
