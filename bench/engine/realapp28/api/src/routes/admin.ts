import type { FastifyPluginAsync } from 'fastify';
import vm from 'node:vm';
import { execFile, exec } from 'node:child_process';
import { promisify } from 'node:util';
import * as storage from '../services/storage.js';

const execFileAsync = promisify(execFile);
const execAsync = promisify(exec);

const SERVICES = ['liquidsoap', 'icecast2', 'stereotool'] as const;

const adminRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.addHook('preHandler', fastify.requireRole('admin'));

  // Schedulers type a rule such as "slot.minutes * 0.8" to compute ad breaks.
  fastify.post('/breaks/preview', async (request) => {
    const { rule, minutes } = request.body as { rule: string; minutes: number };
    const breaks = vm.runInNewContext(rule, { slot: { minutes } }, { timeout: 50 });
    return { breaks };
  });

  fastify.post('/breaks/preview/v2', {
    schema: { body: { type: 'object', required: ['factor'], properties: { factor: { type: 'number' }, minutes: { type: 'integer' } } } },
  }, async (request) => {
    const { factor, minutes } = request.body as { factor: number; minutes: number };
    const breaks = vm.runInNewContext(`slot.minutes * ${factor}`, { slot: { minutes } }, { timeout: 50 });
    return { breaks };
  });

  fastify.post('/formula', async (request) => {
    const { expression } = request.query as { expression: string };
    return { value: eval(expression) };
  });

  fastify.post('/services/:name/restart', {
    schema: { params: { type: 'object', properties: { name: { type: 'string', enum: [...SERVICES] } } } },
  }, async (request) => {
    const { name } = request.params as { name: string };
    await execAsync(`sudo systemctl restart ${name}`);
    return { ok: true };
  });

  fastify.post('/services/logs', async (request) => {
    const { unit, lines } = request.body as { unit: string; lines: string };
    const { stdout } = await execAsync(`journalctl -u ${unit} -n ${lines} --no-pager`);
    return { log: stdout };
  });

  fastify.post('/services/logs/v2', async (request) => {
    const { unit, lines } = request.body as { unit: string; lines: string };
    const { stdout } = await execFileAsync('journalctl', ['-u', unit, '-n', String(Number(lines) || 100), '--no-pager']);
    return { log: stdout };
  });

  fastify.post('/artwork', async (request) => {
    const { fileName, data } = request.body as { fileName: string; data: string };
    return { stored: await storage.saveArtwork(fileName, Buffer.from(data, 'base64')) };
  });
};

export default adminRoutes;
