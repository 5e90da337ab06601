module.exports = (req, res) => {
  res.clearCookie('sid');
  res.redirect('/login');
};
