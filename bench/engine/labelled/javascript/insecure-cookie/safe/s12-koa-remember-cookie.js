const crypto = require('crypto');
const { saveRememberToken } = require('../services/tokens');

module.exports = {
  async remember(ctx) {
    const token = crypto.randomBytes(32).toString('hex');
    await saveRememberToken(ctx.state.user.id, token);
    ctx.cookies.set('remember_me', token, {
      httpOnly: true,
      secure: true,
      sameSite: 'lax',
      maxAge: 30 * 24 * 3600 * 1000,
    });
    ctx.status = 204;
  },
};
