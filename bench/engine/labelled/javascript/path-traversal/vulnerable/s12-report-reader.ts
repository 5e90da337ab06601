import { promises as fs } from 'fs';
import { Request, Response } from 'express';

export class ReportController {
  private readonly root = '/srv/app/reports';

  async show(req: Request, res: Response): Promise<void> {
    try {
      const body = await fs.readFile(`${this.root}/${req.params.name}.csv`, 'utf8');
      res.type('text/csv').send(body);
    } catch {
      res.status(404).send('no such report');
    }
  }
}
