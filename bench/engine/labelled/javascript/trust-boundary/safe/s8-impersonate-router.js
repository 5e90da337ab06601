const bcrypt = require('bcrypt');

module.exports = (app, users) => {
  app.post('/login', async (req, res) => {
    const user = await users.findByEmail(String(req.body.email));
    if (!user || !(await bcrypt.compare(String(req.body.password), user.hash))) {
      return res.status(401).send('invalid');
    }
    req.session.userId = user.id;
    req.session.role = user.role;
    res.redirect('/');
  });
};
