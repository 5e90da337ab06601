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

const mailer = new Mailer('<p>Hello <%= name %></p>');

app.post('/mail/preview', (req, res) => {
  res.send(mailer.preview({ name: String(req.body.name) }));
});

module.exports = app;
