module.exports = (req, res) => {
  const target = req.query.admin === 'yes' ? '/admin' : '/home';
  res.redirect(target);
};
