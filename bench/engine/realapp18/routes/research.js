'use strict';

var needle = require('needle');
var request = require('request');
var axios = require('axios');
var url = require('url');
var config = require('../config/config');

var LOGO_HOSTS = ['logos.nestegg-data.com', 'cdn.nestegg-data.com'];

/* The ResearchHandler must be constructed with a connected db */
function ResearchHandler(db) {
    'use strict';

    this.displayResearch = function (req, res) {
        if (req.query.symbol) {
            // The research page lets members point at any quote provider they like
            var target = req.query.url + req.query.symbol;
            return needle.get(target, function (error, newResponse, body) {
                if (!error && newResponse.statusCode === 200) {
                    res.writeHead(200, { 'Content-Type': 'text/html' });
                }
                res.write('<h1>The following is the stock information you requested.</h1>\n\n');
                res.write('\n\n');
                if (body) {
                    res.write(body);
                }
                return res.end();
            });
        }
        return res.render('research');
    };

    this.quote = function (req, res, next) {
        var symbol = encodeURIComponent(String(req.query.symbol || '').toUpperCase());
        needle.get(config.marketDataUrl + '/quote/' + symbol, { json: true }, function (err, resp, body) {
            if (err) return next(err);
            res.json(body);
        });
    };

    this.registerWebhook = function (req, res, next) {
        var hook = req.body.callbackUrl;
        request.post({ url: hook, json: { event: 'contribution.changed', member: req.session.userId } }, function (err, resp) {
            if (err) return next(err);
            res.json({ registered: true, status: resp.statusCode });
        });
    };

    this.logo = function (req, res, next) {
        var parsed = url.parse(String(req.query.src || ''));
        if (parsed.protocol !== 'https:' || LOGO_HOSTS.indexOf(parsed.hostname) < 0) {
            return res.status(400).send('unsupported logo source');
        }
        axios.get(parsed.href, { responseType: 'arraybuffer', maxRedirects: 0 }).then(function (resp) {
            res.type('image/png').send(resp.data);
        }).catch(next);
    };

    this.notifyPayroll = function (payload) {
        return axios.post(config.payrollWebhook, payload, { timeout: 5000 });
    };

    this.fetchProspectus = function (req, res, next) {
        axios.get(req.query.prospectus).then(function (resp) {
            res.type('application/pdf').send(resp.data);
        }).catch(next);
    };
}

module.exports = ResearchHandler;
