import type { Request, Response } from 'express';

const THEMES = ['light', 'dark', 'system'] as const;

export class PreferencesController {
  save = (req: Request, res: Response) => {
    const theme = THEMES.find((t) => t === req.body.preferences?.theme) ?? 'system';
    Object.assign(req.session, { theme });
    res.status(204).end();
  };
}
