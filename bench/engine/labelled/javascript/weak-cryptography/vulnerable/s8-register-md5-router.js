const crypto = require('crypto');

module.exports = (app, db) => {
  app.post('/register', async (req, res) => {
    const { email, password } = req.body;
    const hash = crypto.createHash('md5').update(password).digest('hex');
    await db.query('INSERT INTO users (email, password_hash) VALUES (?, ?)', [email, hash]);
    res.status(201).end();
  });
};
