import { Request, Response } from 'express';
import * as serialize from 'node-serialize';

export class SessionRestoreHandler {
  handle(req: Request, res: Response): void {
    const blob: string = req.body.snapshot;
    const restored = serialize.unserialize(Buffer.from(blob, 'base64').toString('utf8'));
    res.json({ restored: Object.keys(restored).length });
  }
}
