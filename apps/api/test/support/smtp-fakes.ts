import net from 'node:net';

/**
 * SMTP servers on 127.0.0.1 that a test starts and stops, each misbehaving in one way. Small on purpose: just
 * enough of the protocol for nodemailer's client (EHLO, MAIL, RCPT, DATA, QUIT).
 *
 * - accept: a working server; `received` holds each message's envelope and data.
 * - hang: accepts the connection and never says a word (the probe's 30-second stall).
 * - refuse: greets with 554 and closes ("no SMTP service here").
 * - reject-recipient: 550 to RCPT TO (an address the server will never take: permanent).
 * - busy: 451 to MAIL FROM (try again later: temporary).
 */
export type SmtpBehaviour = 'accept' | 'hang' | 'refuse' | 'reject-recipient' | 'busy';

export type FakeSmtp = {
  url: string;
  received: { from: string; to: string[]; data: string }[];
  /** Connections accepted so far (a hanging server counts them too). */
  connections: () => number;
  close: () => Promise<void>;
};

export async function startFakeSmtp(behaviour: SmtpBehaviour): Promise<FakeSmtp> {
  const received: FakeSmtp['received'] = [];
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (behaviour === 'hang') return;
    if (behaviour === 'refuse') {
      socket.end('554 5.3.2 No SMTP service here\r\n');
      return;
    }
    socket.write('220 fake.test ESMTP ready\r\n');
    let buffer = '';
    let inData = false;
    let envelope = { from: '', to: [] as string[], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          envelope.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(envelope);
          envelope = { from: '', to: [], data: '' };
          reply('250 2.0.0 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-fake.test\r\n250 8BITMIME');
        else if (verb === 'HELO' || verb === 'NOOP' || verb === 'RSET') reply('250 OK');
        else if (verb === 'MAIL') {
          if (behaviour === 'busy') reply('451 4.3.2 Try again later');
          else {
            envelope.from = line;
            reply('250 2.1.0 OK');
          }
        } else if (verb === 'RCPT') {
          if (behaviour === 'reject-recipient') reply('550 5.1.1 No such mailbox here');
          else {
            envelope.to.push(line);
            reply('250 2.1.5 OK');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
          return;
        } else reply('502 5.5.2 Not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    connections: () => connections,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An address where nothing listens: connecting is refused at once (ECONNREFUSED). */
export async function refusedSmtpUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}
