/**
 * `vigil admin …`: what the dashboard does in the spec, done from the shell. Every command goes
 * through the services (never SQL of its own) on the database Vigil is configured with.
 * Each command has the shape of admin-command.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { databaseConfigFromEnv } from '../config.js';
import { UnsupportedRemoteUrlError } from '../git/errors.js';
import { splitCredentials } from '../git/remote-url.js';
import { createApiKey, listProjectApiKeys, revokeApiKeyById } from '../services/api-keys.js';
import { addCodebase, removeCodebaseById } from '../services/codebases.js';
import { createProject } from '../services/projects.js';
import { openMigratedDatabase } from '../store/database.js';
import { PLANS, ROLES } from '../store/schema.js';
import { toIsoUtc } from '../store/time.js';
import { TRIAGE_COMMANDS } from './admin-triage.js';
import { WEBHOOK_COMMANDS } from './admin-webhooks.js';
import { resolveProject } from './admin-project.js';
import { oneOf, parseOptions, requireOption, UsageError } from './usage.js';
import { jsonFlag, projectListCommand, type AdminCommand } from './admin-command.js';

const projectCreate: AdminCommand = {
  parse(argv) {
    const cmd = 'admin project create';
    const o = parseOptions(argv, { name: { type: 'string' }, plan: { type: 'string' }, ...jsonFlag }, cmd);
    const name = requireOption(o.name, 'name', cmd);
    const plan = oneOf(o.plan ?? 'enterprise', PLANS, 'plan', cmd);
    return {
      asJson: o.json === true,
      run: async (db) => {
        const project = await createProject(db, { name, plan });
        return { json: { id: project.id }, text: `Created project ${project.id} (${project.name}, ${project.plan} plan)` };
      },
    };
  },
};

const keyCreate: AdminCommand = {
  parse(argv) {
    const cmd = 'admin key create';
    const o = parseOptions(
      argv,
      { project: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' }, 'expires-at': { type: 'string' }, ...jsonFlag },
      cmd,
    );
    const project = requireOption(o.project, 'project', cmd);
    const role = oneOf(requireOption(o.role, 'role', cmd), ROLES, 'role', cmd);
    let expiresAt: string | null = null;
    if (o['expires-at'] !== undefined) {
      expiresAt = /^\d{4}-\d{2}-\d{2}/.test(o['expires-at']) ? toIsoUtc(o['expires-at']) : null;
      if (expiresAt === null) throw new UsageError(`${cmd}: --expires-at must be an ISO 8601 timestamp (got "${o['expires-at']}")`);
      if (Date.parse(expiresAt) <= Date.now()) throw new UsageError(`${cmd}: --expires-at must be in the future`);
    }
    return {
      asJson: o.json === true,
      run: async (db) => {
        const projectId = await resolveProject(db, project, cmd);
        const key = await createApiKey(db, { projectId, role, name: o.name ?? null, expiresAt });
        return { json: key, text: `Created ${role} key ${key.id}. It is shown only now; store it safely:\n${key.key}` };
      },
    };
  },
};

const keyRevoke: AdminCommand = {
  parse(argv) {
    const cmd = 'admin key revoke';
    const o = parseOptions(argv, { id: { type: 'string' }, ...jsonFlag }, cmd);
    const id = requireOption(o.id, 'id', cmd);
    return {
      asJson: o.json === true,
      run: async (db) => {
        const key = await revokeApiKeyById(db, id);
        return { json: { id: key.id, revokedAt: key.revokedAt }, text: `Revoked key ${key.id}` };
      },
    };
  },
};

const keyList = projectListCommand(
  'admin key list',
  listProjectApiKeys,
  (k) => {
    const state = k.revokedAt ? 'revoked' : k.expiresAt && Date.parse(k.expiresAt) <= Date.now() ? 'expired' : 'active';
    return [k.id, `${k.prefix}…`, k.role, state, k.name ?? '-', `last used ${k.lastUsedAt ?? 'never'}`].join('  ');
  },
  'No keys',
);

/** A local path is stored absolute (the server may run from another directory); URLs as given. */
function codebaseUrl(value: string, cmd: string): string {
  const hasScheme = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\//.test(value);
  const looksLocal = !hasScheme && (value.startsWith('.') || value.startsWith('/') || fs.existsSync(value));
  const url = looksLocal ? path.resolve(value) : value;
  if (looksLocal && !fs.existsSync(url)) throw new UsageError(`${cmd}: --url: no such directory "${url}"`);
  try {
    // Also checks what splitting the credentials out needs (no password in an ssh URL...).
    splitCredentials(url);
  } catch (error) {
    if (error instanceof UnsupportedRemoteUrlError) throw new UsageError(`${cmd}: --url: ${error.message}`);
    throw error;
  }
  return url;
}

const codebaseAdd: AdminCommand = {
  parse(argv) {
    const cmd = 'admin codebase add';
    const o = parseOptions(
      argv,
      { project: { type: 'string' }, name: { type: 'string' }, url: { type: 'string' }, 'default-branch': { type: 'string' }, ...jsonFlag },
      cmd,
    );
    const project = requireOption(o.project, 'project', cmd);
    const name = requireOption(o.name, 'name', cmd);
    const given = requireOption(o.url, 'url', cmd);
    // `--url -` reads the URL from stdin, so a token in it never shows in `ps` or shell history.
    const url = codebaseUrl(given === '-' ? fs.readFileSync(0, 'utf8').trim() : given, cmd);
    const defaultBranch = o['default-branch'] ?? null;
    return {
      asJson: o.json === true,
      run: async (db) => {
        const projectId = await resolveProject(db, project, cmd);
        const codebase = await addCodebase(db, { projectId, name, url, defaultBranch });
        // codebase.url never holds the credentials: they were stored apart, encrypted.
        const stored = codebase.sealedCredentials ? ' ; its credentials are stored encrypted' : '';
        return { json: { id: codebase.id }, text: `Added codebase ${codebase.id} (${codebase.name}, ${codebase.url})${stored}` };
      },
    };
  },
};

const codebaseRemove: AdminCommand = {
  parse(argv) {
    const cmd = 'admin codebase remove';
    const o = parseOptions(argv, { id: { type: 'string' }, ...jsonFlag }, cmd);
    const id = requireOption(o.id, 'id', cmd);
    return {
      asJson: o.json === true,
      run: async (db) => {
        await removeCodebaseById(db, id);
        return { json: { id, removed: true }, text: `Removed codebase ${id} (its scans and issues are kept)` };
      },
    };
  },
};

const COMMANDS: Record<string, AdminCommand> = {
  'project create': projectCreate,
  'key create': keyCreate,
  'key revoke': keyRevoke,
  'key list': keyList,
  'codebase add': codebaseAdd,
  'codebase remove': codebaseRemove,
  ...TRIAGE_COMMANDS,
  ...WEBHOOK_COMMANDS,
};

export async function runAdminCommand(argv: string[]): Promise<void> {
  const [noun, verb, ...rest] = argv;
  const command = COMMANDS[`${noun} ${verb}`];
  if (!command) throw new UsageError(`unknown command "admin ${[noun, verb].filter(Boolean).join(' ')}" (see vigil --help)`);
  const { asJson, run } = command.parse(rest);
  const store = await openMigratedDatabase(databaseConfigFromEnv());
  try {
    const result = await run(store.db);
    process.stdout.write(asJson ? `${JSON.stringify(result.json)}\n` : `${result.text}\n`);
  } finally {
    await store.close();
  }
}
