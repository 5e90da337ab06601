import vm from 'vm';
import type { Request, Response } from 'express';

const script = new vm.Script('total = items.length');

export default function evaluate(req: Request, res: Response) {
  const sandbox = { items: String(req.body.list).split(','), total: 0 };
  script.runInNewContext(sandbox);
  res.json({ total: sandbox.total });
}
