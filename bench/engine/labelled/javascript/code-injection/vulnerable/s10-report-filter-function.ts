import { Request, Response } from 'express';
import { ReportRepository } from '../repositories/report-repository';

interface Row {
  region: string;
  total: number;
}

export class ReportController {
  constructor(private readonly repo: ReportRepository) {}

  async filtered(req: Request, res: Response): Promise<void> {
    const rows: Row[] = await this.repo.findAll();
    const predicate = req.query.where as string | undefined;
    if (!predicate) {
      res.json(rows);
      return;
    }
    const test = new Function('row', `return (${predicate});`) as (r: Row) => boolean;
    res.json(rows.filter((r) => test(r)));
  }
}
