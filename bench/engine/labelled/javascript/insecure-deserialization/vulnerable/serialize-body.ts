import serialize from 'node-serialize';
import type { Request, Response } from 'express';

export default (req: Request, res: Response) => {
  const widget = serialize.unserialize(req.body.widget);
  res.json({ type: typeof widget });
};
