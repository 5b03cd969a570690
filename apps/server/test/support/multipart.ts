import { randomBytes } from 'node:crypto';

/** A file part of a form: its name as the browser sends it, its bytes and the claimed type. */
export interface FilePart {
  filename: string;
  content: Buffer;
  contentType?: string;
}

export type FormValue = string | FilePart;

/**
 * A `multipart/form-data` body written by hand (no form-data package is installed), ready for
 * `app.inject({ payload, headers })`. Field values and file names travel as UTF-8.
 */
export function multipartBody(form: Record<string, FormValue | FormValue[]>): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----karyayojana-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(form)) {
    for (const part of Array.isArray(value) ? value : [value]) {
      chunks.push(Buffer.from(`--${boundary}\r\n`));
      if (typeof part === 'string') {
        chunks.push(
          Buffer.from(`Content-Disposition: form-data; name="${name}"\r\n\r\n${part}\r\n`),
        );
        continue;
      }
      const type = part.contentType ?? 'application/octet-stream';
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${type}\r\n\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
