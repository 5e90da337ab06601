import type { Request, Response } from 'express';

export class PreferencesController {
  save(req: Request, res: Response): void {
    const { key, value } = req.body as { key: string; value: string };
    (req.session as unknown as Record<string, string>)[key] = value;
    res.sendStatus(204);
  }
}
