exports.acceptCookies = (req, res) => {
  req.session.cookieConsent = req.body.accept === true ? 'yes' : 'no';
  res.sendStatus(204);
};
