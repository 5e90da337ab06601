const express = require('express');
const ejs = require('ejs');
const app = express();
app.use(express.json());

class Mailer {
  constructor(template) {
    this.template = template;
  }
  preview(data) {
    return ejs.render(this.template, data);
  }
}

app.post('/mail/preview', (req, res) => {
  const mailer = new Mailer(req.body.template);
  res.send(mailer.preview({ name: 'Customer' }));
});

module.exports = app;
