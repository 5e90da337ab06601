module.exports = {
  logout(req, res) {
    const target = req.body.redirect;
    if (target.startsWith('http')) return res.redirect(target);
    res.redirect('/');
  },
};
