import { Request, Response } from 'express';

const flags = new Map<string, Map<string, unknown>>([
  ['billing', new Map([['newCheckout', false]])],
  ['search', new Map([['fuzzy', true]])],
]);

export function setFlag(req: Request, res: Response) {
  const { path, value } = req.body as { path: string; value: unknown };
  const [group, name] = path.split('.');
  if (!flags.has(group)) flags.set(group, new Map());
  flags.get(group)!.set(name, value);
  res.json(Object.fromEntries([...flags].map(([g, m]) => [g, Object.fromEntries(m)])));
}
