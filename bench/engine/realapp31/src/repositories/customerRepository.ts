import { knex } from '../db/knex';

const SORTABLE = new Set(['name', 'city', 'created_at']);

export const customerRepository = {
  search(orgId: string, search: string, city?: string) {
    const query = knex('customers').select('id', 'name', 'email', 'city').where('org_id', orgId);
    if (search) query.whereRaw(`name ILIKE '%${search}%'`);
    if (city) query.whereRaw('lower(city) = lower(?)', [city]);
    return query.orderBy('name').limit(100);
  },

  byId(orgId: string, id: string) {
    return knex('customers').where({ org_id: orgId, id }).first();
  },

  inRegion(orgId: string, region: string) {
    return knex.raw(`SELECT id, name, city FROM customers WHERE org_id = ? AND region = '${region}'`, [orgId]);
  },

  topByVolume(orgId: string, months: number) {
    return knex.raw(
      "SELECT c.id, c.name, count(s.id) AS n FROM customers c JOIN shipments s ON s.customer_id = c.id WHERE c.org_id = ? AND s.created_at > now() - (? || ' months')::interval GROUP BY c.id ORDER BY n DESC LIMIT 10",
      [orgId, months],
    );
  },

  rename(orgId: string, id: string, name: string) {
    return knex('customers').where({ org_id: orgId, id }).update({ name });
  },

  listSorted(orgId: string, sort: string) {
    return knex('customers').where('org_id', orgId).orderByRaw(`${sort} NULLS LAST`).limit(200);
  },

  listSortedSafe(orgId: string, sort: string) {
    const column = SORTABLE.has(sort) ? sort : 'name';
    return knex('customers').where('org_id', orgId).orderByRaw(`${column} NULLS LAST`).limit(200);
  },
};
