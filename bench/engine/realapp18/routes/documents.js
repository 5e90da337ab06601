'use strict';

var fs = require('fs');
var path = require('path');
var config = require('../config/config');
var pathGuard = require('../util/path-guard');
var tokens = require('../util/tokens');
var statements = require('../lib/statements');

/* The DocumentsHandler must be constructed with a connected db */
function DocumentsHandler(db) {
    'use strict';

    var documentsCol = db.collection('documents');

    this.list = function (req, res, next) {
        var memberDir = path.join(config.documentsDir, String(parseInt(req.session.userId, 10)));
        fs.readdir(memberDir, function (err, files) {
            if (err) return res.render('documents', { files: [], folder: req.query.folder });
            res.render('documents', { files: files, folder: req.query.folder });
        });
    };

    this.view = function (req, res, next) {
        // Plan documents (SPD, fee disclosures) shared by every member
        var file = path.join(config.documentsDir, 'plan', req.query.file);
        fs.readFile(file, 'utf8', function (err, data) {
            if (err) return next(err);
            res.type('text/plain').send(data);
        });
    };

    this.download = function (req, res, next) {
        var memberDir = path.join(config.documentsDir, String(parseInt(req.session.userId, 10)));
        var target = pathGuard.resolveInside(memberDir, req.params.name);
        if (!target) {
            return res.status(400).send('Invalid document name');
        }
        fs.readFile(target, function (err, data) {
            if (err) return next(err);
            res.attachment(path.basename(target));
            res.send(data);
        });
    };

    this.statement = function (req, res, next) {
        var year = parseInt(req.query.year, 10) || new Date().getFullYear();
        var quarter = ['Q1', 'Q2', 'Q3', 'Q4'].indexOf(req.query.quarter) >= 0 ? req.query.quarter : 'Q1';
        documentsCol.findOne({ memberId: parseInt(req.session.userId, 10), year: year, quarter: quarter }, function (err, doc) {
            if (err) return next(err);
            res.render('statements/quarterly.ejs', {
                statement: doc || {},
                reference: tokens.statementReference(),
                memberNote: req.query.note || '',
                printedFor: req.query.printedFor || ''
            });
        });
    };

    this.archivedStatement = function (req, res, next) {
        var name = path.basename(String(req.query.name || ''));
        var archivePath = path.join(config.reportsDir, 'archive', name);
        fs.readFile(archivePath, function (err, data) {
            if (err) return next(err);
            res.type('application/pdf').send(data);
        });
    };

    this.exportCsv = function (req, res, next) {
        statements.writeCsv(req.session.userId, req.query.label, function (err, file) {
            if (err) return next(err);
            res.download(file);
        });
    };
}

module.exports = DocumentsHandler;
