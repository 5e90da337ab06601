import type { Request, Response } from 'express';

const config: Record<string, any> = { ui: {}, mail: {} };
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

export function patchConfig(req: Request, res: Response) {
  const { path: dotted, value } = req.body as { path: string; value: unknown };
  const keys = dotted.split('.');
  if (keys.some((k) => FORBIDDEN.has(k))) return res.status(400).json({ error: 'invalid path' });
  const last = keys.pop() as string;
  const parent = keys.reduce((node, k) => (node[k] ??= {}), config);
  parent[last] = value;
  res.json(config);
}
