'use strict';

var _ = require('lodash');
var serialize = require('node-serialize');
var safeMerge = require('../util/safe-merge');

var DEFAULT_PREFS = {
    theme: 'light',
    statements: { paper: false, frequency: 'quarterly' },
    dashboard: { widgets: ['balance', 'allocations', 'contributions'] }
};

/* The PreferencesHandler must be constructed with a connected db */
function PreferencesHandler(db) {
    'use strict';

    var prefsCol = db.collection('preferences');

    var load = function (userId, callback) {
        prefsCol.findOne({ userId: parseInt(userId, 10) }, function (err, doc) {
            callback(err, (doc && doc.prefs) || {});
        });
    };

    this.display = function (req, res, next) {
        load(req.session.userId, function (err, stored) {
            if (err) return next(err);
            var prefs = _.defaultsDeep({}, stored, DEFAULT_PREFS);
            res.render('preferences', { prefs: prefs, saved: req.query.saved });
        });
    };

    this.update = function (req, res, next) {
        load(req.session.userId, function (err, stored) {
            if (err) return next(err);
            var merged = _.merge(stored, req.body);
            prefsCol.updateOne({ userId: parseInt(req.session.userId, 10) }, { $set: { prefs: merged } }, { upsert: true }, function (err) {
                if (err) return next(err);
                res.cookie('nestegg_prefs', serialize.serialize({ theme: merged.theme }), { httpOnly: true, secure: true, sameSite: 'strict' });
                res.redirect('/preferences?saved=1');
            });
        });
    };

    this.updateLayout = function (req, res, next) {
        load(req.session.userId, function (err, stored) {
            if (err) return next(err);
            var layout = _.defaultsDeep(req.body.layout, stored.layout || {});
            var widgets = safeMerge({}, req.body.widgets || {});
            prefsCol.updateOne({ userId: parseInt(req.session.userId, 10) }, { $set: { 'prefs.layout': layout, 'prefs.widgets': widgets } }, function (err) {
                if (err) return next(err);
                res.json({ ok: true });
            });
        });
    };

    this.restore = function (req, res) {
        // Older app versions stored the theme in a serialised cookie
        var raw = req.cookies.nestegg_prefs;
        var prefs = raw ? serialize.unserialize(raw) : {};
        var signed = req.signedCookies.nestegg_layout ? JSON.parse(req.signedCookies.nestegg_layout) : {};
        res.cookie('nestegg_theme', String(prefs.theme || 'light'), { maxAge: 365 * 24 * 3600 * 1000 });
        res.json({ theme: prefs.theme, layout: signed });
    };
}

module.exports = PreferencesHandler;
