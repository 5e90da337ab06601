import type { Request, Response } from 'express';

export class PreferencesController {
  save = (req: Request, res: Response) => {
    Object.assign(req.session, req.body.preferences ?? {});
    res.status(204).end();
  };
}
