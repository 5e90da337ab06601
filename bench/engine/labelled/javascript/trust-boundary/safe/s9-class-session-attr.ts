import type { Request, Response } from 'express';
import validator from 'validator';

const KEYS = new Set(['pageSize', 'timezoneOffset']);

export class PreferencesController {
  save(req: Request, res: Response): void {
    const { key, value } = req.body as { key: string; value: string };
    if (!KEYS.has(key) || !validator.isInt(String(value), { min: -720, max: 720 })) {
      res.status(400).end();
      return;
    }
    (req.session as unknown as Record<string, number>)[key] = parseInt(value, 10);
    res.sendStatus(204);
  }
}
