var express = require('express');
var fs = require('fs');
var path = require('path');

var app = express();
var DOCS = '/srv/docs';

// The ES5 spelling of a prefix check: indexOf(prefix) === 0 is startsWith(prefix).
app.get('/docs', function (req, res) {
    var base = path.resolve(DOCS);
    var candidate = path.normalize(path.join(base, req.query.name));
    if (candidate.indexOf(base + path.sep) !== 0) {
        return res.status(400).send('bad name');
    }
    // ok: js-path-traversal
    fs.readFile(candidate, function (err, data) { res.send(data); });
});

app.get('/docs/inside', function (req, res) {
    var base = path.resolve(DOCS);
    var candidate = path.resolve(base, req.query.name);
    if (0 === candidate.indexOf(base + path.sep)) {
        // ok: js-path-traversal
        fs.createReadStream(candidate).pipe(res);
        return;
    }
    res.status(400).send('bad name');
});

app.get('/docs/anywhere', function (req, res) {
    // ruleid: js-path-traversal
    var candidate = path.join(DOCS, req.query.name);
    // Found somewhere in the path is not a prefix: ../../etc/passwd?/srv/docs passes.
    if (candidate.indexOf(DOCS) === -1) {
        return res.status(400).send('bad name');
    }
    // ruleid: js-path-traversal
    fs.readFile(candidate, function (err, data) { res.send(data); });
});

app.get('/docs/later', function (req, res) {
    // ruleid: js-path-traversal
    var candidate = path.join(DOCS, req.query.name);
    // The check's outcome is ignored.
    var inside = candidate.indexOf(DOCS) === 0;
    console.log('inside', inside);
    // ruleid: js-path-traversal
    fs.readFile(candidate, function (err, data) { res.send(data); });
});

app.listen(3000);
