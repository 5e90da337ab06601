const BASE_COOKIE = { path: '/', sameSite: 'lax', httpOnly: true, secure: true };

module.exports = function rememberMe(tokens) {
  return async (req, res) => {
    const token = await tokens.issue(req.user.id);
    res.cookie('remember_token', token, { ...BASE_COOKIE, maxAge: 30 * 24 * 3600 * 1000 });
    res.json({ remembered: true });
  };
};
