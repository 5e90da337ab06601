const bcrypt = require('bcrypt');

module.exports = (app, db) => {
  app.post('/register', async (req, res) => {
    const { email, password } = req.body;
    const hash = await bcrypt.hash(password, 12);
    await db.query('INSERT INTO users (email, password_hash) VALUES (?, ?)', [email, hash]);
    res.status(201).end();
  });
};
