import { Request, Response } from 'express';
import { ReportRepository } from '../repositories/report-repository';

interface Row {
  region: string;
  total: number;
}

const COMPARATORS: Record<string, (a: number, b: number) => boolean> = {
  gt: (a, b) => a > b,
  lt: (a, b) => a < b,
  eq: (a, b) => a === b,
};

export class ReportController {
  constructor(private readonly repo: ReportRepository) {}

  async filtered(req: Request, res: Response): Promise<void> {
    const rows: Row[] = await this.repo.findAll();
    const cmp = COMPARATORS[String(req.query.op)];
    const limit = Number(req.query.value);
    if (!cmp || Number.isNaN(limit)) {
      res.json(rows);
      return;
    }
    res.json(rows.filter((r) => cmp(r.total, limit)));
  }
}
