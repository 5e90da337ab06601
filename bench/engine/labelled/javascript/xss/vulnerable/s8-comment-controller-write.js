class CommentController {
  constructor(store) {
    this.store = store;
  }

  async preview(req, res) {
    const { author, body } = req.body;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.write('<article>');
    res.write(`<header>${author}</header><p>${body}</p>`);
    res.end('</article>');
  }
}

module.exports = CommentController;
