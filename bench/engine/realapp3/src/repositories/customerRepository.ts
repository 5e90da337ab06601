import { pool } from './db';

const SORTABLE = ['name', 'created_at', 'balance_cents'];

export class CustomerRepository {
  async findById(orgId: number, id: number) {
    const { rows } = await pool.query('SELECT * FROM customers WHERE org_id = $1 AND id = $2', [orgId, id]);
    return rows[0];
  }

  async page(orgId: number, sort: string, limit: number) {
    const { rows } = await pool.query(
      `SELECT id, name, email FROM customers WHERE org_id = $1 ORDER BY ${sort} LIMIT ${limit}`,
      [orgId],
    );
    return rows;
  }

  async pageSorted(orgId: number, sort: string, limit: number) {
    const column = SORTABLE.includes(sort) ? sort : 'created_at';
    const size = Math.min(Math.max(parseInt(String(limit), 10) || 20, 1), 100);
    const { rows } = await pool.query(
      `SELECT id, name, email FROM customers WHERE org_id = $1 ORDER BY ${column} LIMIT ${size}`,
      [orgId],
    );
    return rows;
  }

  async updateAvatar(orgId: number, id: number, avatar: Buffer) {
    await pool.query('UPDATE customers SET avatar = $1 WHERE org_id = $2 AND id = $3', [avatar, orgId, id]);
  }

  async updateSettings(orgId: number, id: number, settings: object) {
    await pool.query('UPDATE customers SET settings = $1 WHERE org_id = $2 AND id = $3', [JSON.stringify(settings), orgId, id]);
  }
}

export const customerRepository = new CustomerRepository();
