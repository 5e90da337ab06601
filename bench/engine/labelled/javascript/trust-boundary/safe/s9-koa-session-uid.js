const Router = require('@koa/router');
const bcrypt = require('bcrypt');
const { Users } = require('../models');

const router = new Router();

router.post('/login', async (ctx) => {
  const { email, password } = ctx.request.body;
  const user = await Users.findOne({ where: { email: String(email) } });
  if (!user || !(await bcrypt.compare(String(password), user.passwordHash))) ctx.throw(401);
  ctx.session.userId = user.id;
  ctx.redirect('/');
});

module.exports = router;
