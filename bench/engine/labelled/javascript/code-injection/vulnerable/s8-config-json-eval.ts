import { Request, Response } from 'express';

export async function importSettings(req: Request, res: Response) {
  const raw: string = req.body.settings;
  const settings = eval('(' + raw + ')');
  res.json({ keys: Object.keys(settings) });
}
