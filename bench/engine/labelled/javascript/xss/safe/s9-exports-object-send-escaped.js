const escapeHtml = require('escape-html');
const search = require('../services/search');

module.exports = {
  async results(req, res) {
    const { q = '', page: pageNo = '1' } = req.query;
    const hits = await search.run(q, Number(pageNo));
    res.send(`<h2>Results for ${escapeHtml(q)}</h2><p>${hits.length} matches</p>`);
  },
};
