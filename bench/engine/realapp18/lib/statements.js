'use strict';

var fs = require('fs');
var path = require('path');
var exec = require('child_process').exec;
var execFile = require('child_process').execFile;
var config = require('../config/config');

// Quarterly statements are rendered to PDF with wkhtmltopdf and archived per member.
exports.renderPdf = function (memberId, htmlFile, callback) {
    var out = path.join(config.reportsDir, 'member-' + parseInt(memberId, 10) + '.pdf');
    execFile('wkhtmltopdf', ['--quiet', htmlFile, out], function (err) {
        callback(err, out);
    });
};

exports.writeCsv = function (memberId, label, callback) {
    var file = config.reportsDir + '/' + label + '-' + parseInt(memberId, 10) + '.csv';
    fs.writeFile(file, 'date,amount\n', function (err) {
        callback(err, file);
    });
};

exports.compressArchive = function (year, callback) {
    var y = parseInt(year, 10);
    exec('tar czf ' + config.reportsDir + '/archive-' + y + '.tgz ' + config.reportsDir + '/' + y, callback);
};

exports.purgeOld = function (days, callback) {
    exec('find ' + config.reportsDir + ' -name "*.pdf" -mtime +' + days + ' -delete', callback);
};
