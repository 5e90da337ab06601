import { exec } from 'child_process';
import type { NextFunction, Request, Response } from 'express';

interface BackupBody {
  name: string;
  compress?: boolean;
}

class BackupController {
  private readonly target = '/var/backups';

  run = (req: Request<unknown, unknown, BackupBody>, res: Response, next: NextFunction): void => {
    const { name, compress = true } = req.body;
    const flags = compress ? 'czf' : 'cf';
    exec(`tar ${flags} ${this.target}/${name}.tar /srv/data`, (err, stdout) => {
      if (err) return next(err);
      res.json({ output: stdout });
    });
  };
}

export default new BackupController();
