import type { Request, Response } from 'express';

export class ImportController {
  async parseLegacy(req: Request, res: Response) {
    const raw: string = req.body.payload ?? '{}';
    const parsed = eval('(' + raw + ')');
    res.json({ keys: Object.keys(parsed) });
  }
}
