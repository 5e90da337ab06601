import { Request, Response } from 'express';

const flags: Record<string, any> = { billing: { newCheckout: false }, search: { fuzzy: true } };

export function setFlag(req: Request, res: Response) {
  const { path, value } = req.body as { path: string; value: unknown };
  const [group, name] = path.split('.');
  if (!flags[group]) flags[group] = {};
  flags[group][name] = value;
  res.json(flags);
}
