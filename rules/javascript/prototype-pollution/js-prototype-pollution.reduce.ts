import type { Request, Response } from 'express';

const settings: Record<string, any> = { ui: {}, mail: {} };
const BLOCKED = new Set(['__proto__', 'constructor', 'prototype']);

// A dotted path walked with reduce: each step reads the object by a request-chosen key.
export function setPath(req: Request, res: Response) {
  const keys = String(req.body.path).split('.');
  const last = keys.pop() as string;
  const parent = keys.reduce((node, k) => (node[k] ??= {}), settings);
  // ruleid: js-prototype-pollution
  parent[last] = req.body.value;
  res.json(settings);
}

export function setPathChecked(req: Request, res: Response) {
  const keys = String(req.body.path).split('.');
  if (keys.some((k) => BLOCKED.has(k))) return res.status(400).end();
  const last = keys.pop() as string;
  const parent = keys.reduce((node, k) => (node[k] ??= {}), settings);
  // ok: js-prototype-pollution
  parent[last] = req.body.value;
  res.json(settings);
}
