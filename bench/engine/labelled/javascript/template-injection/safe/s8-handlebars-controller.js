const fs = require('fs');
const path = require('path');
const Handlebars = require('handlebars');

const layout = fs.readFileSync(path.join(__dirname, '../views/newsletter.hbs'), 'utf8');
const template = Handlebars.compile(layout);

class NewsletterController {
  constructor(mailer) {
    this.mailer = mailer;
  }

  async render(req, res, next) {
    try {
      const html = template({ user: req.user, intro: req.body.intro });
      res.send(html);
    } catch (err) {
      next(err);
    }
  }
}

module.exports = NewsletterController;
