/**
 * Repository credentials: stored apart from the URL and encrypted, never in an API answer, never
 * in the database in clear, never in git's arguments or the mirror's config, and still used to
 * authenticate a fetch. Local codebases show their folder name only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { CodebaseGit, GitError, MirrorStore, runGit } from '../../src/git/index.js';
import { addCodebase, getCodebase } from '../../src/services/codebases.js';
import { InvalidInputError } from '../../src/services/errors.js';
import { CredentialCipher } from '../../src/crypto/credential-cipher.js';
import { SECRET_KEY_FILE } from '../../src/crypto/secret-key.js';
import { engines } from '../helpers/databases.js';
import { seedProject, type SeededProject } from '../helpers/fixtures.js';
import { createTestRepository, type TestRepository } from '../helpers/git-repository.js';
import { client, startTestServer, type TestServer } from '../helpers/server.js';
import { startGitHttpsServer, type GitHttpsServer } from './git-https-server.js';

const TOKEN = 'ghp_S3cretT0kenThatMustNeverLeak0123456789';
const USER = { username: 'alice', password: TOKEN };

describe.each(engines())('codebase credentials on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  let project: SeededProject;
  let repo: TestRepository;
  let gitServer: GitHttpsServer;
  let keyDir: string;
  let cipher: CredentialCipher;
  const logged: string[] = [];
  let remoteId: string;
  let localId: string;
  let remoteAddress: string;

  beforeAll(async () => {
    repo = createTestRepository({ 'app.js': 'console.log(1);\n' });
    gitServer = await startGitHttpsServer(path.dirname(repo.dir), USER);
    keyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-key-'));
    cipher = new CredentialCipher({ env: {}, dataDir: keyDir, log: (message) => logged.push(message) });
    server = await startTestServer(engine);
    api = client(server.baseUrl);
    project = await seedProject(server.store.db);
    remoteAddress = `${gitServer.baseUrl}${path.basename(repo.dir)}`;
    const withToken = remoteAddress.replace('https://', `https://${USER.username}:${TOKEN}@`);
    remoteId = (await addCodebase(server.store.db, { projectId: project.projectId, name: 'remote', url: withToken }, cipher)).id;
    localId = (await addCodebase(server.store.db, { projectId: project.projectId, name: 'local', url: repo.dir }, cipher)).id;
  });

  afterAll(async () => {
    await server?.close();
    await gitServer?.close();
    repo?.dispose();
    fs.rmSync(keyDir, { recursive: true, force: true });
  });

  it('generates a private key file once, and says so once', () => {
    const file = path.join(keyDir, SECRET_KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(file);
    expect(logged[0]).not.toContain(fs.readFileSync(file, 'utf8').trim());
  });

  it('never shows the token to a viewer or an admin key, on any route', async () => {
    for (const key of [project.keys.viewer, project.keys.admin]) {
      const answers = [
        await api('GET', '/v1/codebase', { key }),
        await api('GET', `/v1/codebase/${remoteId}`, { key }),
        await api('GET', `/v1/codebase/${localId}`, { key }),
        await api('GET', `/v1/codebase/${remoteId}/files?branchName=main`, { key }),
        await api('POST', '/v1/scan-workflows/start', { key, body: { codebaseId: remoteId, branch: 'main' } }),
        await api('GET', '/v1/openapi.json'),
      ];
      for (const res of answers) {
        const text = JSON.stringify(res.body);
        expect(text).not.toContain(TOKEN);
        expect(text).not.toContain(`${USER.username}:`);
        expect(text).not.toContain(Buffer.from(`${USER.username}:${TOKEN}`).toString('base64'));
      }
      const list = answers[0]!.body as Array<{ id: string; url: string }>;
      expect(list.find((c) => c.id === remoteId)?.url).toBe(remoteAddress);
    }
  });

  it('shows a local codebase by its folder name, never the server path', async () => {
    const res = await api('GET', `/v1/codebase/${localId}`, { key: project.keys.viewer });
    expect(res.body.url).toBe(path.basename(repo.dir));
    expect(JSON.stringify(res.body)).not.toContain(os.tmpdir());
  });

  it('keeps the token out of the stored rows (and the SQLite file), encrypted apart from the URL', async () => {
    const rows = await sql<{ url: string; credentials: string | null; id: string }>`select * from codebases`.execute(server.store.db);
    const remote = rows.rows.find((row) => row.id === remoteId)!;
    expect(remote.url).toBe(remoteAddress);
    expect(remote.credentials).toMatch(/^v1:/);
    expect(JSON.stringify(rows.rows)).not.toContain(TOKEN);
    expect(cipher.open(remoteId, remote.credentials!)).toEqual(USER);
    // Sealed for this codebase only: the same value does not open under another id.
    expect(() => cipher.open(localId, remote.credentials!)).toThrow(/cannot be decrypted/);
    if (engine === 'sqlite') {
      const file = (await sql<{ file: string }>`pragma database_list`.execute(server.store.db)).rows[0]!.file;
      const files = [file, `${file}-wal`].filter((candidate) => fs.existsSync(candidate));
      expect(files.length).toBeGreaterThan(0);
      for (const candidate of files) expect(fs.readFileSync(candidate).includes(TOKEN), candidate).toBe(false);
    }
  });

  it('authenticates a fetch over https with the stored credentials, passed in the environment only', async () => {
    const stored = await getCodebase(server.store.db, project.projectId, remoteId);
    const credentials = cipher.open(remoteId, stored.sealedCredentials!);
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-clone-'));
    try {
      const before = gitServer.authorizations.length;
      // The test's certificate is trusted through an argument; the credentials go the production way.
      await runGit(['-c', `http.sslCAInfo=${gitServer.caFile}`, 'clone', '--bare', '--quiet', '--', stored.url, path.join(target, 'm.git')], { credentials });
      const seen = gitServer.authorizations.slice(before);
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((header) => header === `Basic ${Buffer.from(`${USER.username}:${TOKEN}`).toString('base64')}`)).toBe(true);
      expect(gitServer.commandLines.length).toBeGreaterThan(0);
      expect(gitServer.commandLines.filter((line) => line.includes(TOKEN))).toEqual([]);
      const config = fs.readFileSync(path.join(target, 'm.git', 'config'), 'utf8');
      expect(config).toContain(stored.url);
      expect(config).not.toContain(TOKEN);
      // Without them the server refuses the fetch.
      await expect(
        runGit(['-c', `http.sslCAInfo=${gitServer.caFile}`, 'clone', '--bare', '--quiet', '--', stored.url, path.join(target, 'n.git')]),
      ).rejects.toThrow(GitError);
    } finally {
      fs.rmSync(target, { recursive: true, force: true });
    }
  });

  it('hands the decrypted credentials to git through the mirror layer (CodebaseGit → git environment)', async () => {
    // A TCP server that never answers: git waits in the TLS handshake while its environment is read.
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-mirrors-'));
    try {
      const url = `https://${USER.username}:${TOKEN}@127.0.0.1:${port}/repo.git`;
      const codebase = await addCodebase(server.store.db, { projectId: project.projectId, name: 'silent', url }, cipher);
      const git = new CodebaseGit({ dataDir, credentialCipher: cipher, fetchTimeoutMs: 2500 });
      const syncing = git.sync(codebase).catch((error: unknown) => error);
      const expected = `Authorization: Basic ${Buffer.from(`${USER.username}:${TOKEN}`).toString('base64')}`;
      let environment: string | undefined;
      let commandLine = '';
      for (let i = 0; i < 60 && environment === undefined; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
          try {
            const env = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
            const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
            if (cmd.startsWith('git') && env.includes('GIT_CONFIG_KEY_0=http.extraHeader')) {
              environment = env.find((entry) => entry.startsWith('GIT_CONFIG_VALUE_0='));
              commandLine = cmd.replace(/\0/g, ' ');
            }
          } catch {
            // Gone or not ours.
          }
        }
      }
      expect(environment).toBe(`GIT_CONFIG_VALUE_0=${expected}`);
      expect(commandLine).toContain(`https://127.0.0.1:${port}/repo.git`);
      expect(commandLine).not.toContain(TOKEN);
      expect(await syncing).toBeInstanceOf(GitError);
      // Nothing of the failed clone is left in the mirrors folder.
      expect(fs.readdirSync(path.join(dataDir, 'mirrors'))).toEqual([]);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('removes a token an earlier version left in a mirror’s config at the next fetch', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-mirrors-'));
    try {
      const mirrors = new MirrorStore({ dataDir });
      await mirrors.sync('cb_old', repo.dir);
      const gitDir = mirrors.mirrorPath('cb_old');
      await runGit(['config', 'remote.origin.url', `https://${USER.username}:${TOKEN}@git.test/app.git`], { gitDir });
      expect(fs.readFileSync(path.join(gitDir, 'config'), 'utf8')).toContain(TOKEN);
      await mirrors.sync('cb_old', repo.dir);
      const config = fs.readFileSync(path.join(gitDir, 'config'), 'utf8');
      expect(config).not.toContain(TOKEN);
      expect(config).toContain(repo.dir);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses, when the codebase is added, URLs git would always fail or that run commands', async () => {
    for (const url of ['FILE:///srv/git/app.git', 'File:///srv/git/app.git', 'HTTPS://git.test/x.git', 'file::/srv/git/app.git', 'ext::sh -c id', 'fd::3', 'ssh://git:pw@git.test/x']) {
      const added = addCodebase(server.store.db, { projectId: project.projectId, name: 'bad', url }, cipher);
      await expect(added, url).rejects.toBeInstanceOf(InvalidInputError);
    }
    await expect(addCodebase(server.store.db, { projectId: project.projectId, name: 'bad', url: 'FILE:///srv/x' }, cipher)).rejects.toThrow(
      'Repository URL scheme "FILE" must be written in lowercase ("file://")',
    );
  });

  it('fails a fetch with a clear reason when the key is not the one the credentials were sealed with', async () => {
    const otherKeyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-key-'));
    try {
      const stranger = new CredentialCipher({ env: { VIGIL_SECRET_KEY: Buffer.alloc(32, 7).toString('base64') }, dataDir: otherKeyDir, log: () => {} });
      const codebase = await getCodebase(server.store.db, project.projectId, remoteId);
      const error = await new CodebaseGit({ dataDir: otherKeyDir, credentialCipher: stranger }).sync(codebase).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GitError);
      expect((error as Error).message).toMatch(/cannot be decrypted with this process's key \(is VIGIL_SECRET_KEY/);
      expect((error as Error).message).not.toContain(TOKEN);
    } finally {
      fs.rmSync(otherKeyDir, { recursive: true, force: true });
    }
  });

});
