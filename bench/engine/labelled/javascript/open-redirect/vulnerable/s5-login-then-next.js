module.exports = (auth) => async (req, res) => {
  const { email, password, next = '/home' } = req.body;
  const ok = await auth.verify(email, password);
  if (!ok) return res.status(401).render('login', { error: 'Invalid credentials' });
  res.redirect(303, next);
};
