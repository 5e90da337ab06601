const sqlite3 = require('sqlite3');
const db = new sqlite3.Database('app.db');

class CommentController {
  remove(req, res) {
    const id = parseInt(req.params.id, 10);
    if (Number.isNaN(id)) return res.sendStatus(400);
    db.run('DELETE FROM comments WHERE id = ' + id, function (err) {
      if (err) return res.sendStatus(500);
      res.sendStatus(204);
    });
  }
}

module.exports = new CommentController();
