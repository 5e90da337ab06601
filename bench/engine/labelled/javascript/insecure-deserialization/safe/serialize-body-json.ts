import type { Request, Response } from 'express';

export default (req: Request, res: Response) => {
  const widget = typeof req.body.widget === 'string' ? JSON.parse(req.body.widget) : req.body.widget;
  res.json({ type: typeof widget });
};
