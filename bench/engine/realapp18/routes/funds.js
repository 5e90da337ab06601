'use strict';

var Fund = require('../models/fund');
var sanitize = require('mongo-sanitize');
var escapeRegex = require('../util/escape-regex');

/* Fund lookups go through Mongoose; no db handle needed */
function FundsHandler() {
    'use strict';

    this.list = function (req, res, next) {
        Fund.find({ closed: false }).sort({ ticker: 1 }).exec(function (err, funds) {
            if (err) return next(err);
            res.render('funds', { funds: funds, q: req.query.q || '' });
        });
    };

    this.search = function (req, res, next) {
        // Filter fields (assetClass, manager, ...) come straight from the screener form
        Fund.find(req.query).limit(100).exec(function (err, funds) {
            if (err) return next(err);
            res.json(funds);
        });
    };

    this.byManager = function (req, res, next) {
        var manager = req.query.manager;
        Fund.where('manager', new RegExp(manager, 'i')).exec(function (err, funds) {
            if (err) return next(err);
            res.json(funds);
        });
    };

    this.byTicker = function (req, res, next) {
        var clean = sanitize(req.query);
        Fund.findOne({ ticker: clean.ticker }).exec(function (err, fund) {
            if (err) return next(err);
            Fund.find({ name: new RegExp('^' + escapeRegex(String(req.query.prefix || '')), 'i') }).limit(10).exec(function (err, similar) {
                if (err) return next(err);
                res.json({ fund: fund, similar: similar, title: String(req.query.title) });
            });
        });
    };
}

module.exports = FundsHandler;
