/**
 * An in-process SMTP server (smtp-server) that accepts every mail, optionally
 * requiring a user name and password, and keeps the raw messages.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpFake {
  /** smtp://[user:pass@]127.0.0.1:PORT */
  url: string;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

/** Starts the fake, on a given port to stand in again for one that was closed. */
export async function startSmtpFake(auth?: { user: string; pass: string }, port = 0): Promise<SmtpFake> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !auth,
    allowInsecureAuth: true,
    logger: false,
    onAuth(a, _session, callback) {
      if (auth && a.username === auth.user && a.password === auth.pass) return callback(null, { user: a.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  const cred = auth ? `${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@` : '';
  return {
    url: `smtp://${cred}127.0.0.1:${bound}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
