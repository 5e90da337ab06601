import type { Request, Response } from 'express';

export default (req: Request, res: Response) => {
  const from = req.get('referer') ?? '';
  res.status(404).type('text/plain').send(`Not found (came from ${from})`);
};
