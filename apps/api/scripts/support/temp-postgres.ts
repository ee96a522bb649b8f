import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL cluster of the script's own, in a temporary directory on a free port, so that stopping and
 * loading it never touches the machine's shared server. Run as root, the server runs as the postgres user
 * (PostgreSQL refuses root); otherwise as the current user.
 */
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export type TempPostgres = {
  url: string;
  port: number;
  start: () => void;
  /** A fast shutdown: open connections are ended, as when a database fails over or restarts. */
  stop: () => void;
  destroy: () => void;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const isRoot = () => process.getuid?.() === 0;

function run(command: string, args: string[]) {
  const file = path.join(BIN, command);
  const [exe, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  execFileSync(exe, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
}

export async function startTempPostgres(database = 'guardian'): Promise<TempPostgres> {
  if (!fs.existsSync(path.join(BIN, 'initdb'))) throw new Error(`PostgreSQL binaries not found in ${BIN} (set PG_BIN).`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guardian-pg-'));
  const data = path.join(dir, 'data');
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    fs.chownSync(dir, uid, gid);
  }
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-instructions']);
  const port = await freePort();
  // Loopback only, sockets in the temporary directory; settings for a small shared machine.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=120 -c shared_buffers=64MB`;
  const start = () => run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
  start();
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database]);
  let destroyed = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    port,
    start,
    stop,
    destroy: () => {
      if (destroyed) return;
      destroyed = true;
      try {
        stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
