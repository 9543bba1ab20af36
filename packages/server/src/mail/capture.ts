import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  date: Date;
  /** The raw header lines by lower-case name, unfolded (the last of a repeated name). */
  headers: Record<string, string>;
  /** The files it carries, their content as UTF-8 text. */
  attachments: { filename: string; contentType: string; content: string }[];
}

/**
 * The local mail catcher used when no SMTP_URL is set (development, tests): a real SMTP server on
 * the loopback address that keeps what it receives in memory and as `.eml` files under
 * `DATA_DIR/mail`, so mail goes through the same SMTP transport as in production.
 */
export class MailCapture {
  readonly messages: CapturedMail[] = [];
  private server: SMTPServer | null = null;
  private waiters: (() => void)[] = [];

  constructor(private readonly dir: string | null) {}

  async start(): Promise<number> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw)
            .then((parsed) => {
              const to = [parsed.to].flat().flatMap((address) => address?.value.map((v) => v.address ?? '') ?? []);
              this.messages.push({
                to,
                from: parsed.from?.text ?? '',
                subject: parsed.subject ?? '',
                text: parsed.text ?? '',
                html: typeof parsed.html === 'string' ? parsed.html : '',
                date: parsed.date ?? new Date(),
                headers: Object.fromEntries(parsed.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim()])),
                attachments: parsed.attachments.map((file) => ({ filename: file.filename ?? '', contentType: file.contentType, content: file.content.toString('utf8') })),
              });
              if (this.dir) {
                mkdirSync(this.dir, { recursive: true });
                writeFileSync(join(this.dir, `${Date.now()}-${this.messages.length}.eml`), raw);
              }
              for (const wake of this.waiters.splice(0)) wake();
              callback();
            })
            .catch((error: Error) => callback(error));
        });
      },
    });
    return new Promise((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(0, '127.0.0.1', () => resolve((this.server!.server.address() as { port: number }).port));
    });
  }

  /** The messages sent to an address, newest last. */
  to(address: string): CapturedMail[] {
    const wanted = address.toLowerCase();
    return this.messages.filter((message) => message.to.some((to) => to.toLowerCase() === wanted));
  }

  /** Resolves when a message reaches the address (mail is sent after the response in some flows). */
  async waitFor(address: string, count = 1, timeoutMs = 10_000): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    while (this.to(address).length < count) {
      if (Date.now() > deadline) throw new Error(`No mail reached ${address} in time.`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
    return this.to(address)[count - 1]!;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
