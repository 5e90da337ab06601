import type { Request, Response } from 'express';

const config: Record<string, any> = { ui: {}, mail: {} };

export function patchConfig(req: Request, res: Response) {
  const { path: dotted, value } = req.body as { path: string; value: unknown };
  const keys = dotted.split('.');
  const last = keys.pop() as string;
  const parent = keys.reduce((node, k) => (node[k] ??= {}), config);
  parent[last] = value;
  res.json(config);
}
