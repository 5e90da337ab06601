'use strict';

var BenefitsDAO = require('../data/benefits-dao').BenefitsDAO;
var Beneficiary = require('../models/beneficiary');
var sanitize = require('mongo-sanitize');
var escapeRegex = require('../util/escape-regex');

/* The BenefitsHandler must be constructed with a connected db */
function BenefitsHandler(db) {
    'use strict';

    var benefitsDAO = new BenefitsDAO(db);

    this.displayBenefits = function (req, res, next) {
        benefitsDAO.getAllNonAdminUsers(function (error, users) {
            if (error) return next(error);
            return res.render('benefits', {
                users: users,
                user: { isAdmin: true },
                notice: req.query.notice
            });
        });
    };

    this.updateBenefits = function (req, res, next) {
        var userId = req.body.userId;
        var benefitStartDate = req.body.benefitStartDate;

        benefitsDAO.updateBenefits(userId, benefitStartDate, function (error) {
            if (error) return next(error);
            benefitsDAO.getAllNonAdminUsers(function (error, users) {
                if (error) return next(error);
                return res.render('benefits', {
                    users: users,
                    user: { isAdmin: true },
                    updateSuccess: true
                });
            });
        });
    };

    this.listBeneficiaries = function (req, res, next) {
        // The grid sends its own filter fields (relationship, primary, ...) straight through
        var criteria = req.query;
        criteria.memberId = parseInt(req.session.userId, 10);
        Beneficiary.find(criteria).exec(function (err, rows) {
            if (err) return next(err);
            res.json(rows);
        });
    };

    this.searchBeneficiaries = function (req, res, next) {
        var memberId = parseInt(req.session.userId, 10);
        var byName = Beneficiary.find({ memberId: memberId, fullName: { $regex: req.query.name, $options: 'i' } });
        var byPrefix = Beneficiary.find({ memberId: memberId, fullName: { $regex: '^' + escapeRegex(req.query.name || '') } });
        var byShare = Beneficiary.where('memberId').equals(memberId).where('share').gte(req.query.minShare);
        var byRelationship = Beneficiary.where({ memberId: memberId, relationship: sanitize(req.query.relationship) });

        Promise.all([byName.exec(), byPrefix.exec(), byShare.exec(), byRelationship.exec()]).then(function (results) {
            res.json({ name: results[0], prefix: results[1], share: results[2], relationship: results[3] });
        }).catch(next);
    };

    this.addBeneficiary = function (req, res, next) {
        var entry = new Beneficiary({
            memberId: parseInt(req.session.userId, 10),
            fullName: String(req.body.fullName || ''),
            relationship: String(req.body.relationship || 'other'),
            share: Number(req.body.share)
        });
        entry.save(function (err) {
            if (err) return next(err);
            res.redirect('/benefits/beneficiaries?saved=' + encodeURIComponent(entry.fullName));
        });
    };
}

module.exports = BenefitsHandler;
