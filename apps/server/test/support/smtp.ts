import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the receiving server got it, decoded (Devanagari intact). */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** The header lines as they came (List-Unsubscribe and the rest). */
  rawHeaders: string;
}

/**
 * A real SMTP server on loopback (the `smtp-server` package): what the product sends arrives
 * here over a real SMTP exchange. `refuse` makes it answer 451 to every message; `hold` keeps
 * each message's answer back until `release()`.
 */
export async function startSmtp() {
  const received: ReceivedMail[] = [];
  let refuse = false;
  let hold: Promise<void> | null = null;
  let release: () => void = () => {};
  let holding = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        void (async () => {
          if (hold) {
            holding++;
            await hold;
            holding--;
          }
          if (refuse) {
            const error = new Error('Mailbox busy, try later') as Error & { responseCode: number };
            error.responseCode = 451;
            callback(error);
            return;
          }
          const parsed = await simpleParser(Buffer.concat(chunks));
          const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
          received.push({
            to: to ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
            // Unfolded: a long header continues on lines that start with a space.
            rawHeaders: parsed.headerLines
              .map((h) => h.line.replace(/\r?\n[ \t]+/g, ' '))
              .join('\n'),
          });
          callback();
        })();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Mails to one address. */
    to: (address: string) => received.filter((m) => m.to.includes(address)),
    refuse(on: boolean) {
      refuse = on;
    },
    hold() {
      hold = new Promise<void>((resolve) => (release = resolve));
    },
    get holding() {
      return holding;
    },
    release() {
      const r = release;
      hold = null;
      r();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TestSmtp = Awaited<ReturnType<typeof startSmtp>>;
