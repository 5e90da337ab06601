module.exports = (req, res) => {
  const { name, bio } = req.body;
  res.render('profile', { name, bio, title: 'Your profile' });
};
