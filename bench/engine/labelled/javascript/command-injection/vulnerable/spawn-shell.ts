import { spawn } from 'child_process';
import type { Request, Response } from 'express';

export default function archive(req: Request, res: Response) {
  const dir = req.params.dir;
  const child = spawn('tar czf /tmp/backup.tgz ' + dir, { shell: true });
  child.on('close', (code) => res.json({ code }));
}
