import type {} from '@fastify/multipart';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../../lib/errors.js';
import type { FileStore } from './file-store.js';
import type { Sniffed } from './sniff.js';

export interface UploadedFile {
  field: string;
  tempPath: string;
  size: number;
  /** The client's file name, kept for display only; sanitised. */
  originalName: string;
  type: Sniffed;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
  /** Removes temporary files that were not moved into the store. */
  cleanup(): Promise<void>;
}

const HEAD_BYTES = 4100;

/**
 * Control characters, bidirectional marks and overrides (an override makes a name ending in
 * "fdp.exe" read as "exe.pdf") and the characters Windows forbids in names. Zero-width joiners
 * stay: Devanagari needs them.
 */
function unsafeInName(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  return (
    c < 0x20 ||
    (c >= 0x7f && c <= 0x9f) ||
    c === 0x200e ||
    c === 0x200f ||
    (c >= 0x202a && c <= 0x202e) ||
    (c >= 0x2066 && c <= 0x2069) ||
    '"<>|*?:'.includes(ch)
  );
}

/** A file name safe to show and to send back in Content-Disposition. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = [
    ...[...base]
      .filter((ch) => !unsafeInName(ch))
      .join('')
      .trim(),
  ];
  if (cleaned.length <= 200) return cleaned.join('') || 'file';
  // Too long: shorten the stem, keep a short extension so the download still opens.
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : [];
  return cleaned.slice(0, 200 - ext.length).join('') + ext.join('');
}

/**
 * Reads a multipart request: text fields, and files streamed to temporary files while their
 * first bytes are sniffed. `accept` maps each allowed file field to its sniffer. Too large →
 * 413, a type that is not allowed → 415, an unknown file field or an empty file → 422.
 */
export type Sniffer = (head: Buffer, tail: Buffer) => Sniffed | undefined;

/** The last 64 KiB of a file: where a ZIP or an OLE container lists its entries. */
async function readTail(file: string, size: number): Promise<Buffer> {
  const length = Math.min(size, 65_536);
  const handle = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    await handle.read(buffer, 0, length, size - length);
    return buffer;
  } finally {
    await handle.close();
  }
}

export async function readMultipart(
  request: FastifyRequest,
  store: FileStore,
  accept: Record<string, Sniffer>,
  maxBytes: number,
): Promise<MultipartBody> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { key: 'error.multipartExpected' });
  }
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  const temps: string[] = [];
  const cleanup = async () => {
    await Promise.all(temps.map((p) => fs.promises.rm(p, { force: true })));
  };
  try {
    const parts = request.parts({
      limits: {
        fileSize: maxBytes,
        // One more than allowed, so that a second file in a field reaches the check below
        // (422 "Unexpected file.") instead of the parser's limit (which reads as 413).
        files: Object.keys(accept).length + 1,
        fields: 40,
        parts: 50,
        fieldSize: 100_000,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const sniffer = accept[part.fieldname];
      if (!sniffer || files[part.fieldname]) {
        part.file.resume();
        throw fieldError(part.fieldname, 'field.unexpectedFile');
      }
      const tempPath = store.tempPath();
      temps.push(tempPath);
      let size = 0;
      const chunks: Buffer[] = [];
      let headLength = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          // A copy, for the head and for the file alike: the parser (busboy's streamsearch)
          // hands out views of its look-behind buffer, which it reuses for later data, so a
          // view kept for the sniffing or queued for an asynchronous write can change under
          // us before it is read (seen as a valid .xlsx judged "not a spreadsheet" now and
          // then, when a boundary's first bytes straddled two chunks).
          const own = Buffer.from(chunk);
          if (headLength < HEAD_BYTES) {
            const kept = own.subarray(0, HEAD_BYTES - headLength);
            chunks.push(kept);
            headLength += kept.length;
          }
          done(null, own);
        },
      });
      // Opened before the stream starts, so that the file exists when a broken body makes the
      // pipeline fail: a write stream opens its file later, after the clean-up could run.
      const handle = await fs.promises.open(tempPath, 'wx');
      await pipeline(part.file, meter, handle.createWriteStream());
      if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE');
      if (size === 0) {
        throw fieldError(part.fieldname, 'field.emptyFile');
      }
      const head = Buffer.concat(chunks).subarray(0, HEAD_BYTES);
      const type = sniffer(head, await readTail(tempPath, size));
      if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      files[part.fieldname] = {
        field: part.fieldname,
        tempPath,
        size,
        originalName: cleanFileName(part.filename),
        type,
      };
    }
  } catch (error) {
    await cleanup();
    throw isMalformed(error) ? new AppError('BAD_REQUEST') : error;
  }
  return { fields, files, cleanup };
}

/**
 * The multipart parser (busboy) reports a broken body (no boundary, cut short, bad part
 * headers) as a plain Error: that is the client's fault, a 400, not a 500. Our own errors,
 * Fastify's (they carry a status) and the file system's (they carry a syscall) are not.
 */
function isMalformed(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.constructor === Error &&
    !('statusCode' in error) &&
    !('syscall' in error)
  );
}

/**
 * Reads a multipart request, runs `work` on it, and removes whatever temporary files the work
 * did not move into the store, however it ends.
 */
export async function withMultipart<T>(
  request: FastifyRequest,
  store: FileStore,
  accept: Record<string, Sniffer>,
  maxBytes: number,
  work: (body: MultipartBody) => Promise<T>,
): Promise<T> {
  const body = await readMultipart(request, store, accept, maxBytes);
  try {
    return await work(body);
  } finally {
    await body.cleanup();
  }
}
