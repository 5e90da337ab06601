/**
 * `vigil admin webhook add|list|remove|rotate-secret|deliveries`: a project's webhook endpoints
 * from the shell (docs/webhooks.md). The secret is printed once, by `add` and `rotate-secret`.
 */
import { credentialCipherFromEnv } from '../crypto/credential-cipher.js';
import { InvalidInputError } from '../services/errors.js';
import {
  addWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  parseEvents,
  removeWebhookEndpoint,
  rotateWebhookSecret,
} from '../webhooks/endpoints.js';
import { resolveProject } from './admin-project.js';
import { parseOptions, requireOption, UsageError } from './usage.js';
import { jsonFlag, projectListCommand, type AdminCommand } from './admin-command.js';

const webhookAdd: AdminCommand = {
  parse(argv) {
    const cmd = 'admin webhook add';
    const o = parseOptions(argv, { project: { type: 'string' }, url: { type: 'string' }, events: { type: 'string' }, ...jsonFlag }, cmd);
    const project = requireOption(o.project, 'project', cmd);
    const url = requireOption(o.url, 'url', cmd);
    let events;
    try {
      events = parseEvents(o.events);
    } catch (error) {
      if (error instanceof InvalidInputError) throw new UsageError(`${cmd}: --events: ${error.message}`);
      throw error;
    }
    return {
      asJson: o.json === true,
      run: async (db) => {
        const projectId = await resolveProject(db, project, cmd);
        const { endpoint, secret } = await addWebhookEndpoint(db, credentialCipherFromEnv(), { projectId, url, events });
        return {
          json: { ...endpoint, secret },
          text: `Added webhook ${endpoint.id} (${endpoint.url}, ${endpoint.events.length ? endpoint.events.join(',') : 'every event'}). Its signing secret is shown only now:\n${secret}`,
        };
      },
    };
  },
};

const webhookList = projectListCommand(
  'admin webhook list',
  listWebhookEndpoints,
  (e) => [e.id, e.url, e.events.length ? e.events.join(',') : 'every event', e.disabled ? 'disabled' : 'active', `${e.consecutiveFailures} failed in a row`].join('  '),
  'No webhooks',
);

const webhookRemove: AdminCommand = {
  parse(argv) {
    const cmd = 'admin webhook remove';
    const o = parseOptions(argv, { id: { type: 'string' }, ...jsonFlag }, cmd);
    const id = requireOption(o.id, 'id', cmd);
    return {
      asJson: o.json === true,
      run: async (db) => {
        await removeWebhookEndpoint(db, id);
        return { json: { id, removed: true }, text: `Removed webhook ${id}` };
      },
    };
  },
};

const webhookRotate: AdminCommand = {
  parse(argv) {
    const cmd = 'admin webhook rotate-secret';
    const o = parseOptions(argv, { id: { type: 'string' }, ...jsonFlag }, cmd);
    const id = requireOption(o.id, 'id', cmd);
    return {
      asJson: o.json === true,
      run: async (db) => {
        const secret = await rotateWebhookSecret(db, credentialCipherFromEnv(), id);
        return { json: { id, secret }, text: `New signing secret of webhook ${id} (the old one no longer verifies; a disabled webhook is enabled again), shown only now:\n${secret}` };
      },
    };
  },
};

const webhookDeliveries: AdminCommand = {
  parse(argv) {
    const cmd = 'admin webhook deliveries';
    const o = parseOptions(argv, { id: { type: 'string' }, ...jsonFlag }, cmd);
    const id = requireOption(o.id, 'id', cmd);
    return {
      asJson: o.json === true,
      run: async (db) => {
        const deliveries = await listWebhookDeliveries(db, id);
        const lines = deliveries.map((d) =>
          [d.attemptedAt, d.messageId, d.eventType, `attempt ${d.attempt}`, d.outcome, d.statusCode ?? '-', d.error ?? ''].join('  ').trimEnd(),
        );
        return { json: deliveries, text: lines.length ? lines.join('\n') : 'No deliveries' };
      },
    };
  },
};

export const WEBHOOK_COMMANDS: Record<string, AdminCommand> = {
  'webhook add': webhookAdd,
  'webhook list': webhookList,
  'webhook remove': webhookRemove,
  'webhook rotate-secret': webhookRotate,
  'webhook deliveries': webhookDeliveries,
};
