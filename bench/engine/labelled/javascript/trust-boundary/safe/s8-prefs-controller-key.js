const LANGS = ['en', 'de', 'fr', 'es'];

const preferencesController = {
  update(req, res) {
    const lang = LANGS.includes(req.body.lang) ? req.body.lang : 'en';
    req.session.lang = lang;
    res.json({ saved: 'lang' });
  },
};

module.exports = preferencesController;
