export default class CandidateRepository {
  constructor(db) {
    this.db = db;
  }

  list(column, direction, limit) {
    return this.db.prepare(`SELECT id, full_name, email, fit_score FROM candidates ORDER BY ${column} ${direction} LIMIT ${limit}`).all();
  }

  findByEmail(email) {
    return this.db.prepare(`SELECT id, full_name, email, phone FROM candidates WHERE lower(email) = '${email}'`).get();
  }

  findById(id) {
    return this.db.prepare('SELECT * FROM candidates WHERE id = ?').get(id);
  }

  profileJson(id) {
    return this.db.prepare('SELECT profile FROM candidates WHERE id = ?').pluck().get(id);
  }

  saveProfile(id, json) {
    this.db.prepare('UPDATE candidates SET profile = ? WHERE id = ?').run(json, id);
  }

  settingsJson(id) {
    return this.db.prepare('SELECT settings FROM candidates WHERE id = ?').pluck().get(id);
  }

  saveSettings(id, json) {
    this.db.prepare('UPDATE candidates SET settings = @json WHERE id = @id').run({ json, id });
  }
}
