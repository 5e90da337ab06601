import type { Request, Response } from 'express';

type Tree = Record<string, any>;

const preferences: Tree = {};

function setPath(obj: Tree, dotted: string, value: unknown): void {
  const keys = dotted.split('.');
  const last = keys.pop() as string;
  const parent = keys.reduce((node, k) => (node[k] ??= {}), obj);
  parent[last] = value;
}

export function savePreference(req: Request, res: Response): void {
  setPath(preferences, req.body.path, req.body.value);
  res.json(preferences);
}
