exports.handler = async (req, res) => {
  const prefs = { theme: 'light', ...req.body.prefs };
  req.session.prefs = prefs;
  req.session.save(() => res.json({ ok: true }));
};
