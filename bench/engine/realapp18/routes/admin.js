'use strict';

var childProcess = require('child_process');
var vm = require('vm');
var AuditDAO = require('../data/audit-dao').AuditDAO;
var BenefitsDAO = require('../data/benefits-dao').BenefitsDAO;
var statements = require('../lib/statements');
var tokens = require('../util/tokens');
var config = require('../config/config');

var HOST_RE = /^[a-zA-Z0-9.-]{1,253}$/;

/* The AdminHandler must be constructed with a connected db */
function AdminHandler(db) {
    'use strict';

    var auditDAO = new AuditDAO(db);
    var benefitsDAO = new BenefitsDAO(db);
    var apiKeys = db.collection('apiKeys');

    this.console = function (req, res) {
        childProcess.exec('uptime', function (err, stdout) {
            res.render('admin', { uptime: err ? 'n/a' : stdout, message: req.query.message });
        });
    };

    this.ping = function (req, res) {
        // Connectivity check to a record keeper's SFTP host
        childProcess.exec('ping -c 3 ' + req.body.host, function (err, stdout, stderr) {
            res.type('text/plain').send(stdout + stderr);
        });
    };

    this.traceroute = function (req, res) {
        var host = String(req.body.host || '');
        if (!HOST_RE.test(host)) {
            return res.status(400).send('bad host');
        }
        childProcess.execFile('traceroute', ['-m', '15', host], function (err, stdout) {
            res.type('text/plain').send(stdout);
        });
    };

    this.formula = function (req, res) {
        // Vesting formula preview for plan designers
        var vesting = new Function('years', 'return ' + req.body.expression);
        var table = [];
        for (var y = 0; y <= 6; y++) {
            table.push({ years: y, vested: vesting(y) });
        }
        res.json(table);
    };

    this.rule = function (req, res) {
        var ruleName = req.body.rule;
        var RULES = {
            cliff: function (y) { return y >= 3 ? 100 : 0; },
            graded: function (y) { return Math.min(100, Math.max(0, (y - 1) * 20)); }
        };
        var fn = Object.prototype.hasOwnProperty.call(RULES, ruleName) ? RULES[ruleName] : RULES.cliff;
        res.json({ rule: ruleName in RULES ? ruleName : 'cliff', at5: fn(5) });
    };

    this.sandbox = function (req, res) {
        var context = { input: Number(req.body.input), output: null };
        vm.runInNewContext('output = input * 1.03', context);
        var script = new vm.Script(req.body.script);
        script.runInNewContext(context, { timeout: 100 });
        res.json({ fixed: context.output, custom: context.result });
    };

    this.backup = function (req, res, next) {
        var stamp = new Date().toISOString().slice(0, 10);
        childProcess.execFile('mongodump', ['--uri', config.db, '--archive=' + config.reportsDir + '/dump-' + stamp + '.gz', '--gzip'], function (err) {
            if (err) return next(err);
            res.redirect('/admin?message=' + encodeURIComponent('Backup written for ' + stamp));
        });
    };

    this.audit = function (req, res, next) {
        var match = JSON.parse(req.query.match || '{}');
        var groupBy = ['action', 'actor', 'subject'].indexOf(req.query.groupBy) >= 0 ? req.query.groupBy : 'action';
        auditDAO.grouped(match, groupBy, function (err, rows) {
            if (err) return next(err);
            res.json(rows);
        });
    };

    this.memberAudit = function (req, res, next) {
        auditDAO.forActor(req.query.actor, req.query.since || '2020-01-01', function (err, rows) {
            if (err) return next(err);
            res.json(rows);
        });
    };

    this.purge = function (req, res, next) {
        statements.purgeOld(req.body.days, function (err) {
            if (err) return next(err);
            res.redirect('/admin?message=purged');
        });
    };

    this.archive = function (req, res, next) {
        statements.compressArchive(req.body.year, function (err) {
            if (err) return next(err);
            res.redirect('/admin?message=archived');
        });
    };

    this.batchBenefits = function (req, res, next) {
        benefitsDAO.updateMany(req.body.selector, req.body.startDate, function (err, result) {
            if (err) return next(err);
            res.json({ modified: result.modifiedCount });
        });
    };

    this.issueApiKey = function (req, res, next) {
        var key = tokens.apiKey();
        apiKeys.insertOne({ owner: req.session.userId, key: key, createdAt: new Date() }, function (err) {
            if (err) return next(err);
            res.json({ key: key });
        });
    };
}

module.exports = AdminHandler;
