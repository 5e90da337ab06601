import type { Request, Response } from 'express';

export class ImportController {
  async parseLegacy(req: Request, res: Response) {
    const raw: string = req.body.payload ?? '{}';
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return res.status(400).json({ error: 'invalid JSON' });
    }
    res.json({ keys: Object.keys(parsed) });
  }
}
