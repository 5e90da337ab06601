'use strict';

var AllocationsDAO = require('../data/allocations-dao').AllocationsDAO;
var AuditDAO = require('../data/audit-dao').AuditDAO;
var sanitize = require('mongo-sanitize');

/* The AllocationsHandler must be constructed with a connected db */
function AllocationsHandler(db) {
    'use strict';

    var allocationsDAO = new AllocationsDAO(db);
    var auditDAO = new AuditDAO(db);

    this.displayAllocations = function (req, res, next) {
        // The user id comes from the URL so advisers can open a member's page
        var userId = req.params.userId;
        var threshold = req.query.threshold;

        allocationsDAO.getByUserIdAndThreshold(userId, threshold, function (err, allocations) {
            if (err) return next(err);
            auditDAO.record(req.session.userId, 'allocations.view', userId);
            return res.render('allocations', {
                userId: userId,
                allocations: allocations
            });
        });
    };

    this.search = function (req, res, next) {
        // Advisers search the book of business with a filter object posted by the grid
        allocationsDAO.findMatching(req.body.filter, req.body.sort, function (err, rows) {
            if (err) return next(err);
            res.json(rows);
        });
    };

    this.summary = function (req, res, next) {
        var clean = sanitize(req.query);
        allocationsDAO.summaryFor(clean.asset, clean.minimum, function (err, rows) {
            if (err) return next(err);
            res.json(rows);
        });
    };
}

module.exports = AllocationsHandler;
