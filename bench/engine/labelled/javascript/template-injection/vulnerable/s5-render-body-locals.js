module.exports = function (req, res) {
  res.render('profile', { ...req.body, title: 'Your profile' });
};
