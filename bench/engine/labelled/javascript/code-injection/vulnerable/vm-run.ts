import vm from 'vm';
import type { Request, Response } from 'express';

export default function evaluate(req: Request, res: Response) {
  const sandbox = { total: 0 };
  vm.runInNewContext(req.body.script, sandbox, { timeout: 50 });
  res.json(sandbox);
}
