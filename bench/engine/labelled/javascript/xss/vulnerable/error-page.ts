import type { Request, Response } from 'express';

export default (req: Request, res: Response) => {
  const from = req.get('referer') ?? '';
  res.status(404).send(`<html><body>Not found. <a href="${from}">Back</a></body></html>`);
};
