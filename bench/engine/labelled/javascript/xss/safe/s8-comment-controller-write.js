const he = require('he');

class CommentController {
  constructor(store) {
    this.store = store;
  }

  async preview(req, res) {
    const author = he.encode(String(req.body.author));
    const body = he.encode(String(req.body.body));
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.write('<article>');
    res.write(`<header>${author}</header><p>${body}</p>`);
    res.end('</article>');
  }
}

module.exports = CommentController;
