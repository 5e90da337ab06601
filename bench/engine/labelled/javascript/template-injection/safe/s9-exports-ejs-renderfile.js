const ejs = require('ejs');
const path = require('path');

module.exports = {
  async previewEmail(req, res) {
    const { template, subject = 'Preview' } = req.body;
    const html = await ejs.renderFile(path.join(__dirname, '../views/email.ejs'), { user: req.user, subject, note: template });
    res.send(html);
  },
};
