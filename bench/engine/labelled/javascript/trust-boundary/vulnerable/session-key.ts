import type { Request, Response } from 'express';

export default (req: Request, res: Response) => {
  (req.session as any)[req.query.key as string] = true;
  res.sendStatus(204);
};
