import type { Request, Response } from 'express';
import type { Pool } from 'pg';

interface Account {
  id: number;
  email: string;
}

export class AccountRepository {
  constructor(private readonly pool: Pool) {}

  async findByEmail(email: string): Promise<Account | undefined> {
    const res = await this.pool.query<Account>('SELECT id, email FROM accounts WHERE email = $1', [email]);
    return res.rows[0];
  }
}

export class AccountController {
  constructor(private readonly accounts: AccountRepository) {}

  async lookup(req: Request, res: Response) {
    const account = await this.accounts.findByEmail(req.body.email);
    res.json(account ?? null);
  }
}
