import { Request, Response } from 'express';

export class SessionRestoreHandler {
  handle(req: Request, res: Response): void {
    const blob: string = req.body.snapshot;
    const restored = JSON.parse(Buffer.from(blob, 'base64').toString('utf8'));
    res.json({ restored: Object.keys(restored).length });
  }
}
