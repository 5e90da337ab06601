async function loadAccount(db, id) {
  const row = await db.get('SELECT role FROM accounts WHERE id = ?', [id]);
  return row ? row.role : 'user';
}

module.exports = (db) => async (req, res) => {
  req.session.role = await loadAccount(db, req.session.userId);
  res.json({ ok: true });
};
