export default class ApplicationRepository {
  constructor(pool) {
    this.pool = pool;
  }

  async insert(jobId, candidateId, resumeId, coverLetter, source) {
    const { rows } = await this.pool.query(
      'INSERT INTO applications (job_id, candidate_id, resume_id, cover_letter, source) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [jobId, candidateId, resumeId, coverLetter, source],
    );
    return rows[0].id;
  }

  async forCandidate(candidateId) {
    const { rows } = await this.pool.query('SELECT * FROM applications WHERE candidate_id = $1 ORDER BY created_at DESC', [candidateId]);
    return rows;
  }

  async forCandidateWithStatus(candidateId, status) {
    const sql = 'SELECT * FROM applications WHERE candidate_id = ' + candidateId + " AND status = '" + status + "'";
    const { rows } = await this.pool.query(sql);
    return rows;
  }

  async byStage(stage, source) {
    let sql = `SELECT a.id, a.created_at, c.full_name FROM applications a JOIN candidates c ON c.id = a.candidate_id WHERE a.stage = '${stage}'`;
    if (source) sql += ` AND a.source = '${source}'`;
    const { rows } = await this.pool.query(sql);
    return rows;
  }
}
