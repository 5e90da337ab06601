const Handlebars = require('handlebars');

class NewsletterController {
  constructor(mailer) {
    this.mailer = mailer;
  }

  async render(req, res, next) {
    try {
      const template = Handlebars.compile(req.body.layout);
      const html = template({ user: req.user });
      res.send(html);
    } catch (err) {
      next(err);
    }
  }
}

module.exports = NewsletterController;
