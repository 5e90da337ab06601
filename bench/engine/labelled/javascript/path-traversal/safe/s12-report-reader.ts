import { promises as fs } from 'fs';
import path from 'path';
import { Request, Response } from 'express';

export class ReportController {
  private readonly root = '/srv/app/reports';

  async show(req: Request, res: Response): Promise<void> {
    const name = path.basename(req.params.name);
    try {
      const body = await fs.readFile(path.join(this.root, `${name}.csv`), 'utf8');
      res.type('text/csv').send(body);
    } catch {
      res.status(404).send('no such report');
    }
  }
}
