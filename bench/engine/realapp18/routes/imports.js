'use strict';

var xml2js = require('xml2js');
var libxmljs = require('libxmljs');

/* The ImportsHandler must be constructed with a connected db */
function ImportsHandler(db) {
    'use strict';

    var contributionsCol = db.collection('contributions');
    var censusCol = db.collection('census');

    // Payroll files from the record keeper: <payroll><line member="12" preTax="4" .../></payroll>
    this.payrollXml = function (req, res, next) {
        var parser = new xml2js.Parser({ explicitArray: false, mergeAttrs: true });
        parser.parseString(req.body, function (err, result) {
            if (err) return res.status(400).send('Malformed payroll file');
            var lines = [].concat((result.payroll && result.payroll.line) || []);
            var ops = lines.map(function (line) {
                return {
                    updateOne: {
                        filter: { userId: parseInt(line.member, 10) },
                        update: { $set: { preTax: Number(line.preTax), roth: Number(line.roth) } }
                    }
                };
            });
            if (!ops.length) return res.json({ imported: 0 });
            contributionsCol.bulkWrite(ops, function (err, r) {
                if (err) return next(err);
                res.json({ imported: r.modifiedCount });
            });
        });
    };

    // Census files from employers use a DTD with entity declarations for plan codes.
    this.censusXml = function (req, res, next) {
        var doc = libxmljs.parseXml(req.body, { noent: true, noblanks: true });
        var rows = doc.find('//employee').map(function (el) {
            return {
                employeeId: el.attr('id') ? el.attr('id').value() : null,
                name: el.get('name') ? el.get('name').text() : '',
                hired: el.get('hired') ? el.get('hired').text() : null
            };
        });
        var schemaDoc = libxmljs.parseXml(req.body, { noblanks: true });
        censusCol.insertMany(rows, function (err) {
            if (err) return next(err);
            res.json({ imported: rows.length, root: schemaDoc.root().name() });
        });
    };
}

module.exports = ImportsHandler;
