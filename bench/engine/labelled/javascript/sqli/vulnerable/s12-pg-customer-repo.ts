import { Pool } from 'pg';
import { Request, Response } from 'express';

export class CustomerRepository {
  constructor(private readonly pool: Pool) {}

  async search(term: string, limit: number) {
    const { rows } = await this.pool.query(
      `SELECT id, name, email FROM customers
        WHERE name ILIKE '%${term}%' OR email ILIKE '%${term}%'
        ORDER BY name LIMIT ${limit}`,
    );
    return rows;
  }
}

export class CustomerController {
  constructor(private readonly repo: CustomerRepository) {}

  search = async (req: Request, res: Response) => {
    const term = String(req.query.q ?? '');
    const limit = Math.min(Number(req.query.limit) || 20, 100);
    const customers = await this.repo.search(term, limit);
    res.json(customers);
  };
}
