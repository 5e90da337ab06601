const { ItemDAO, AuditDAO } = require('../data/item-dao');

function ItemHandler(db) {
  const items = new ItemDAO(db);
  const audit = new AuditDAO(db);

  this.audit = function (req, res, next) {
    audit.grouped(JSON.parse(req.query.match), function (err, rows) {
      if (err) return next(err);
      audit.since(req.query.since, function (e, recent) {
        res.json({ rows, recent });
      });
    });
  };

  this.search = function (req, res, next) {
    items.findMatching(req.body.filter, function (err, rows) {
      if (err) return next(err);
      res.json(rows);
    });
  };

  this.mine = function (req, res, next) {
    items.byOwner(req.query.owner, function (err, rows) {
      if (err) return next(err);
      res.json(rows);
    });
  };

  this.keyword = function (req, res, next) {
    items.search(req.query.q, function (err, rows) {
      if (err) return next(err);
      res.json(rows);
    });
  };

  this.login = function (req, res, next) {
    items.check(req.body.name, function (err, owner) {
      if (err) return next(err);
      req.session.regenerate(function () {
        req.session.owner = owner.id;
        // ruleid: js-open-redirect
        return res.redirect(req.body.returnUrl);
      });
    });
  };
}

module.exports = ItemHandler;
