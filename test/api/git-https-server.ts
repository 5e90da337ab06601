/**
 * A git server for tests on 127.0.0.1: `git http-backend` behind node:https, with a self-signed
 * certificate made by openssl and HTTP Basic authentication. It records the Authorization header
 * of every request and, while a request is being served, the command lines of every process of
 * this user (to prove a token never appears in `ps`).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface GitHttpsServer {
  /** `https://127.0.0.1:PORT/` ; repositories are served under it by folder name. */
  baseUrl: string;
  /** The certificate to trust (http.sslCAInfo). */
  caFile: string;
  authorizations: Array<string | undefined>;
  /** Command lines of every readable process, captured during each authenticated request. */
  commandLines: string[];
  close(): Promise<void>;
}

function processCommandLines(): string[] {
  const lines: string[] = [];
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      lines.push(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' '));
    } catch {
      // The process ended meanwhile or is not ours to read.
    }
  }
  return lines;
}

export async function startGitHttpsServer(projectRoot: string, user: { username: string; password: string }): Promise<GitHttpsServer> {
  const certDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-cert-'));
  const keyFile = path.join(certDir, 'key.pem');
  const caFile = path.join(certDir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', caFile, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  const expected = `Basic ${Buffer.from(`${user.username}:${user.password}`).toString('base64')}`;
  const authorizations: Array<string | undefined> = [];
  const commandLines: string[] = [];

  const server = https.createServer({ key: fs.readFileSync(keyFile), cert: fs.readFileSync(caFile) }, (req, res) => {
    authorizations.push(req.headers.authorization);
    if (req.headers.authorization !== expected) {
      res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="test"' }).end();
      return;
    }
    commandLines.push(...processCommandLines());
    const url = new URL(req.url ?? '/', 'https://127.0.0.1');
    const backend = spawn('git', ['http-backend'], {
      env: {
        PATH: process.env.PATH,
        GIT_PROJECT_ROOT: projectRoot,
        GIT_HTTP_EXPORT_ALL: '1',
        REQUEST_METHOD: req.method,
        PATH_INFO: decodeURIComponent(url.pathname),
        QUERY_STRING: url.search.slice(1),
        CONTENT_TYPE: req.headers['content-type'] ?? '',
        REMOTE_USER: user.username,
        REMOTE_ADDR: '127.0.0.1',
        ...(req.headers['content-encoding'] ? { HTTP_CONTENT_ENCODING: req.headers['content-encoding'] } : {}),
        ...(req.headers['git-protocol'] ? { GIT_PROTOCOL: String(req.headers['git-protocol']) } : {}),
      },
    });
    req.pipe(backend.stdin);
    let head = Buffer.alloc(0);
    let headersDone = false;
    backend.stdout.on('data', (chunk: Buffer) => {
      if (headersDone) {
        res.write(chunk);
        return;
      }
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      headersDone = true;
      let status = 200;
      for (const line of head.subarray(0, end).toString('utf8').split('\r\n')) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim();
        const value = line.slice(colon + 1).trim();
        if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10);
        else res.setHeader(name, value);
      }
      res.writeHead(status);
      res.write(head.subarray(end + 4));
    });
    backend.on('close', () => res.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `https://127.0.0.1:${port}/`,
    caFile,
    authorizations,
    commandLines,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(certDir, { recursive: true, force: true });
    },
  };
}
