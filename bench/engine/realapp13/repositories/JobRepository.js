export default class JobRepository {
  constructor(knex) {
    this.knex = knex;
  }

  page(page, size) {
    return this.knex('jobs').where('published', true).orderBy('created_at', 'desc').limit(size).offset((page - 1) * size);
  }

  async search(term, column) {
    const { rows } = await this.knex.raw(
      `SELECT id, title, location FROM jobs WHERE published AND (title ILIKE '%${term}%' OR location ILIKE '%${term}%') ORDER BY ${column} DESC LIMIT 50`,
    );
    return rows;
  }

  findById(id) {
    return this.knex('jobs').where({ id }).first();
  }

  async byCompanySlug(slug) {
    const { rows } = await this.knex.raw('SELECT j.* FROM jobs j JOIN companies c ON c.id = j.company_id WHERE c.slug = ? AND j.published', [slug]);
    return rows;
  }

  byCompanySlugAndRemote(slug, remote) {
    return this.knex('jobs')
      .join('companies', 'companies.id', 'jobs.company_id')
      .where('companies.slug', slug)
      .whereRaw(`jobs.remote_policy = '${remote}'`)
      .select('jobs.*');
  }

  async insert(row) {
    const [created] = await this.knex('jobs').insert(row).returning('id');
    return created.id;
  }
}
