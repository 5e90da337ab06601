'use strict';

// Settings for every environment live here; values come from the environment when they are set.
var env = process.env.NODE_ENV || 'development';

var common = {
    port: process.env.PORT || 4000,
    hostName: process.env.HOST_NAME || 'localhost',
    db: process.env.MONGODB_URI || 'mongodb://localhost:27017/nestegg',
    cookieSecret: process.env.COOKIE_SECRET || 'nestegg_cookie_dev',
    cookieName: 'nestegg.sid',
    documentsDir: process.env.DOCUMENTS_DIR || '/var/lib/nestegg/documents',
    reportsDir: process.env.REPORTS_DIR || '/var/lib/nestegg/reports',
    marketDataUrl: 'https://quotes.nestegg-data.com/v2',
    payrollWebhook: process.env.PAYROLL_WEBHOOK || '',
    zapApiKey: process.env.ZAP_API_KEY || '',
    smtpPassword: process.env.SMTP_PASSWORD || 'Ne5tEgg$mtp!2021',
    environmentalScripts: []
};

var overrides = {
    development: {
        sessionSecret: process.env.SESSION_SECRET || 'session_secret_key'
    },
    production: {
        sessionSecret: process.env.SESSION_SECRET,
        environmentalScripts: ['/vendor/analytics.js']
    },
    test: {
        sessionSecret: 'test',
        db: 'mongodb://localhost:27017/nestegg-test'
    }
};

var config = Object.assign({}, common, overrides[env] || {});
config.env = env;

module.exports = config;
