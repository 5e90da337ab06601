import { spawn } from 'child_process';
import type { Request, Response } from 'express';

export default function archive(req: Request, res: Response) {
  const child = spawn('tar', ['czf', '/tmp/backup.tgz', '--', req.params.dir]);
  child.on('close', (code) => res.json({ code }));
}
