'use strict';

var ContributionsDAO = require('../data/contributions-dao').ContributionsDAO;
var projections = require('../lib/projections');

/* The ContributionsHandler must be constructed with a connected db */
function ContributionsHandler(db) {
    'use strict';

    var contributionsDAO = new ContributionsDAO(db);

    this.displayContributions = function (req, res, next) {
        var userId = req.session.userId;

        contributionsDAO.getByUserId(userId, function (error, contrib) {
            if (error) return next(error);
            contrib.userId = userId;
            return res.render('contributions', contrib);
        });
    };

    this.handleContributionsUpdate = function (req, res, next) {
        // Percentages may be typed as expressions such as "5+1" by the payroll team
        var preTax = eval(req.body.preTax);
        var afterTax = eval(req.body.afterTax);
        var roth = parseInt(req.body.roth, 10);

        var userId = req.session.userId;

        if (isNaN(preTax) || isNaN(afterTax) || isNaN(roth) || preTax < 0 || afterTax < 0 || roth < 0) {
            return res.render('contributions', {
                updateError: 'Invalid contribution percentages',
                userId: userId
            });
        }
        if (preTax + afterTax + roth > 30) {
            return res.render('contributions', {
                updateError: 'Contribution percentages cannot exceed 30 %',
                userId: userId
            });
        }

        contributionsDAO.update(userId, preTax, afterTax, roth, function (err, contributions) {
            if (err) return next(err);
            contributions.updateSuccess = true;
            return res.render('contributions', contributions);
        });
    };

    this.projection = function (req, res, next) {
        var salary = Number(req.body.salary);
        var rate = parseFloat(req.body.rate);
        var years = parseInt(req.body.years, 10);
        var growth = projections.compound(salary, rate, years, req.body.growthFormula);
        var match = projections.employerMatch(salary, req.body.matchRule);
        res.json({ growth: growth, match: match, plan: projections.fixedPlan(salary, years) });
    };
}

module.exports = ContributionsHandler;
