import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/support/temp-postgres';

/** The repository's nginx configuration (docs/deploying.md). */
export const GUARDIAN_CONF = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../deploy/nginx/guardian.conf');

/** nginx from Debian's package (/usr/sbin is not on every PATH), or NGINX_BIN. */
export function findNginx(): string | null {
  const candidates = [process.env.NGINX_BIN, '/usr/sbin/nginx', ...(process.env.PATH ?? '').split(':').map((dir) => path.join(dir, 'nginx'))];
  return candidates.find((file): file is string => !!file && fs.existsSync(file)) ?? null;
}

/**
 * deploy/nginx/guardian.conf as the test runs it: its own upstream servers and a loopback listen line, no TLS
 * and no port-80 redirect. Everything else (locations, buffering, timeouts, headers) is the file's.
 */
export function renderGuardianConf(upstreams: string[], port: number): string {
  const conf = fs.readFileSync(GUARDIAN_CONF, 'utf8');
  const servers = upstreams.map((url) => `    server ${new URL(url).host} max_fails=3 fail_timeout=10s;`).join('\n');
  let listened = false;
  const lines = conf
    .replace(/\nserver \{[^{}]*return 301[^{}]*\}\n/, '\n')
    .split('\n')
    .filter((line) => !/^\s*server 127\.0\.0\.1:\d+ /.test(line) && !line.includes('# test: tls'))
    .flatMap((line) => {
      if (line.startsWith('upstream guardian_api {')) return [line, servers];
      if (!line.includes('# test: listen')) return [line];
      if (listened) return [];
      listened = true;
      return [`    listen 127.0.0.1:${port};`];
    });
  if (!listened || !lines.includes(servers) || lines.some((line) => /^\s*listen .*\b(80|443)\b/.test(line)))
    throw new Error('deploy/nginx/guardian.conf changed shape: the test could not place its upstreams and listen line');
  return lines.join('\n');
}

export type RunningNginx = {
  url: string;
  /** Access log lines: `$remote_addr "$request" $status $upstream_addr`. */
  accessLog: () => string[];
  errorLog: () => string;
  stop: () => Promise<void>;
};

/**
 * nginx in the foreground from a temporary prefix with its own configuration, on a free loopback port: nothing
 * of the machine's nginx (its config, logs, pid file or port 80) is touched. One process, no workers to switch
 * user (master_process off), so it runs as whoever runs the test.
 */
export async function startNginx(nginx: string, upstreams: string[]): Promise<RunningNginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guardian-nginx-'));
  const port = await freePort();
  fs.writeFileSync(path.join(dir, 'guardian.conf'), renderGuardianConf(upstreams, port));
  const temp = (name: string) => path.join(dir, name);
  fs.writeFileSync(
    temp('nginx.conf'),
    `daemon off;
master_process off;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 256; }
http {
  log_format upstreams '$remote_addr "$request" $status $upstream_addr';
  access_log ${temp('access.log')} upstreams;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include ${temp('guardian.conf')};
}
`,
  );
  const args = ['-p', dir, '-c', temp('nginx.conf'), '-e', temp('error.log')];
  let output = '';
  const child: ChildProcess = spawn(nginx, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const read = (name: string) => (fs.existsSync(temp(name)) ? fs.readFileSync(temp(name), 'utf8') : '');
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start:\n${output}\n${read('error.log')}`);
    if (Date.now() > deadline) throw new Error(`nginx did not listen within 15 s:\n${output}\n${read('error.log')}`);
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    accessLog: () => read('access.log').split('\n').filter(Boolean),
    errorLog: () => read('error.log'),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
