const jwt = require('jsonwebtoken');

module.exports = (app, users) => {
  app.post('/login', async (req, res) => {
    const user = await users.verify(req.body.email, req.body.password);
    if (!user) return res.status(401).end();
    const token = jwt.sign({ sub: user.id }, process.env.JWT_SECRET, { expiresIn: '1h' });
    res.cookie('access_token', token);
    res.json({ ok: true });
  });
};
