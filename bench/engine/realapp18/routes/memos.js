'use strict';

var MemosDAO = require('../data/memos-dao').MemosDAO;
var marked = require('marked');
var ESAPI = require('../util/encoder');

/* The MemosHandler must be constructed with a connected db */
function MemosHandler(db) {
    'use strict';

    var memosDAO = new MemosDAO(db);

    this.addMemos = function (req, res, next) {
        memosDAO.insert(req.body.memo, req.session.userId, function (err) {
            if (err) return next(err);
            return res.redirect('/memos');
        });
    };

    this.displayMemos = function (req, res, next) {
        var userId = req.session.userId;

        memosDAO.getAllMemos(function (err, docs) {
            if (err) return next(err);
            // Memo bodies are markdown; the view prints the rendered html
            docs.forEach(function (doc) {
                doc.html = marked(doc.memo);
            });
            return res.render('memos', {
                memosList: docs,
                userId: userId,
                highlight: req.query.highlight || ''
            });
        });
    };

    this.preview = function (req, res) {
        var text = req.query.text || '';
        res.send('<div class="memo-preview">' + marked(text, { sanitize: true }) + '</div>');
    };

    this.signature = function (req, res) {
        res.send('<div class="memo-sig">' + marked(req.query.footer || '') + '</div>');
    };

    this.previewAs = function (req, res) {
        res.send('<p class="hint">Previewing as ' + ESAPI.encodeForHTML(req.query.as || 'member') + '</p>');
    };

    this.search = function (req, res, next) {
        memosDAO.search(req.query.q, function (err, docs) {
            if (err) return next(err);
            res.render('memos', { memosList: docs, userId: req.session.userId, highlight: req.query.q });
        });
    };

    this.mine = function (req, res, next) {
        memosDAO.byAuthor(req.session.userId, function (err, docs) {
            if (err) return next(err);
            res.json(docs);
        });
    };
}

module.exports = MemosHandler;
