class CommentController {
  preview(req, res) {
    const { author, text } = req.body.comment || {};
    const html = '<article><b>' + author + '</b><p>' + text + '</p></article>';
    return res.type('html').send(html);
  }
}

module.exports = new CommentController();
