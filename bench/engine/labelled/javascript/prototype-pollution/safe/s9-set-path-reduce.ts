import type { Request, Response } from 'express';

type Tree = Record<string, any>;

const preferences: Tree = {};
const UNSAFE_KEYS = ['__proto__', 'constructor', 'prototype'];

function setPath(obj: Tree, dotted: string, value: unknown): void {
  const keys = dotted.split('.');
  if (keys.some((k) => UNSAFE_KEYS.includes(k))) throw new Error('invalid key');
  const last = keys.pop() as string;
  const parent = keys.reduce((node, k) => (node[k] ??= {}), obj);
  parent[last] = value;
}

export function savePreference(req: Request, res: Response): void {
  setPath(preferences, String(req.body.path), req.body.value);
  res.json(preferences);
}
