module.exports = (knex) => ({
  async search(req, res) {
    const { email, status = 'active' } = req.body;
    const rows = await knex('users')
      .where({ email, status })
      .andWhereRaw('created_at > ?', [req.body.since || '1970-01-01'])
      .select('id', 'email');
    res.json(rows);
  },
});
