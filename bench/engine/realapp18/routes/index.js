'use strict';

var SessionHandler = require('./session');
var ProfileHandler = require('./profile');
var ContributionsHandler = require('./contributions');
var AllocationsHandler = require('./allocations');
var BenefitsHandler = require('./benefits');
var MemosHandler = require('./memos');
var ResearchHandler = require('./research');
var DocumentsHandler = require('./documents');
var AdminHandler = require('./admin');
var PreferencesHandler = require('./preferences');
var ImportsHandler = require('./imports');
var FundsHandler = require('./funds');
var ErrorHandler = require('./error').errorHandler;

var exports = function (app, db) {

    var sessionHandler = new SessionHandler(db);
    var profileHandler = new ProfileHandler(db);
    var contributionsHandler = new ContributionsHandler(db);
    var allocationsHandler = new AllocationsHandler(db);
    var benefitsHandler = new BenefitsHandler(db);
    var memosHandler = new MemosHandler(db);
    var researchHandler = new ResearchHandler(db);
    var documentsHandler = new DocumentsHandler(db);
    var adminHandler = new AdminHandler(db);
    var preferencesHandler = new PreferencesHandler(db);
    var importsHandler = new ImportsHandler(db);
    var fundsHandler = new FundsHandler();

    var isLoggedIn = sessionHandler.isLoggedInMiddleware;
    var isAdmin = sessionHandler.isAdminUserMiddleware;

    // Sign in, sign up, sign out
    app.get('/', sessionHandler.displayWelcomePage);
    app.get('/login', sessionHandler.displayLoginPage);
    app.post('/login', sessionHandler.handleLoginRequest);
    app.get('/signup', sessionHandler.displaySignupPage);
    app.post('/signup', sessionHandler.handleSignup);
    app.get('/logout', sessionHandler.displayLogoutPage);
    app.get('/reset', sessionHandler.handlePasswordReset);
    app.get('/dashboard', isLoggedIn, sessionHandler.displayWelcomePage);

    // Profile
    app.get('/profile', isLoggedIn, profileHandler.displayProfile);
    app.post('/profile', isLoggedIn, profileHandler.handleProfileUpdate);
    app.get('/profile/greeting', isLoggedIn, profileHandler.greeting);

    // Contributions
    app.get('/contributions', isLoggedIn, contributionsHandler.displayContributions);
    app.post('/contributions', isLoggedIn, contributionsHandler.handleContributionsUpdate);
    app.post('/contributions/projection', isLoggedIn, contributionsHandler.projection);

    // Allocations
    app.get('/allocations/:userId', isLoggedIn, allocationsHandler.displayAllocations);
    app.post('/allocations/search', isLoggedIn, allocationsHandler.search);
    app.get('/allocations/report/summary', isLoggedIn, allocationsHandler.summary);

    // Benefits
    app.get('/benefits', isLoggedIn, benefitsHandler.displayBenefits);
    app.post('/benefits', isLoggedIn, isAdmin, benefitsHandler.updateBenefits);
    app.get('/benefits/beneficiaries', isLoggedIn, benefitsHandler.listBeneficiaries);
    app.get('/benefits/beneficiaries/search', isLoggedIn, benefitsHandler.searchBeneficiaries);
    app.post('/benefits/beneficiaries', isLoggedIn, benefitsHandler.addBeneficiary);

    // Memos
    app.get('/memos', isLoggedIn, memosHandler.displayMemos);
    app.post('/memos', isLoggedIn, memosHandler.addMemos);
    app.get('/memos/preview', isLoggedIn, memosHandler.preview);
    app.get('/memos/signature', isLoggedIn, memosHandler.signature);
    app.get('/memos/preview-as', isLoggedIn, memosHandler.previewAs);
    app.get('/memos/search', isLoggedIn, memosHandler.search);
    app.get('/memos/mine', isLoggedIn, memosHandler.mine);

    // Research and outbound fetches
    app.get('/research', isLoggedIn, researchHandler.displayResearch);
    app.get('/research/quote', isLoggedIn, researchHandler.quote);
    app.post('/research/webhook', isLoggedIn, researchHandler.registerWebhook);
    app.get('/research/logo', isLoggedIn, researchHandler.logo);
    app.get('/research/prospectus', isLoggedIn, researchHandler.fetchProspectus);
    app.get('/learn', isLoggedIn, function (req, res) {
        return res.redirect(req.query.url);
    });
    app.get('/leave', function (req, res) {
        var allowed = ['https://www.ssa.gov/', 'https://www.irs.gov/retirement-plans'];
        var target = allowed.indexOf(req.query.url) >= 0 ? req.query.url : '/dashboard';
        return res.redirect(target);
    });

    // Documents
    app.get('/documents', isLoggedIn, documentsHandler.list);
    app.get('/documents/view', isLoggedIn, documentsHandler.view);
    app.get('/documents/download/:name', isLoggedIn, documentsHandler.download);
    app.get('/documents/statement', isLoggedIn, documentsHandler.statement);
    app.get('/documents/statement/archive', isLoggedIn, documentsHandler.archivedStatement);
    app.get('/documents/export', isLoggedIn, documentsHandler.exportCsv);

    // Preferences
    app.get('/preferences', isLoggedIn, preferencesHandler.display);
    app.post('/preferences', isLoggedIn, preferencesHandler.update);
    app.post('/preferences/layout', isLoggedIn, preferencesHandler.updateLayout);
    app.get('/preferences/restore', isLoggedIn, preferencesHandler.restore);

    // Imports
    app.post('/imports/payroll', isLoggedIn, isAdmin, importsHandler.payrollXml);
    app.post('/imports/census', isLoggedIn, isAdmin, importsHandler.censusXml);

    // Funds (Mongoose)
    app.get('/funds', isLoggedIn, fundsHandler.list);
    app.get('/funds/search', isLoggedIn, fundsHandler.search);
    app.get('/funds/by-manager', isLoggedIn, fundsHandler.byManager);
    app.get('/funds/ticker', isLoggedIn, fundsHandler.byTicker);

    // Admin console
    app.get('/admin', isLoggedIn, isAdmin, adminHandler.console);
    app.post('/admin/ping', isLoggedIn, isAdmin, adminHandler.ping);
    app.post('/admin/traceroute', isLoggedIn, isAdmin, adminHandler.traceroute);
    app.post('/admin/formula', isLoggedIn, isAdmin, adminHandler.formula);
    app.post('/admin/rule', isLoggedIn, isAdmin, adminHandler.rule);
    app.post('/admin/sandbox', isLoggedIn, isAdmin, adminHandler.sandbox);
    app.get('/admin/backup', isLoggedIn, isAdmin, adminHandler.backup);
    app.get('/admin/audit', isLoggedIn, isAdmin, adminHandler.audit);
    app.get('/admin/audit/member', isLoggedIn, isAdmin, adminHandler.memberAudit);
    app.post('/admin/purge', isLoggedIn, isAdmin, adminHandler.purge);
    app.post('/admin/archive', isLoggedIn, isAdmin, adminHandler.archive);
    app.post('/admin/benefits/batch', isLoggedIn, isAdmin, adminHandler.batchBenefits);
    app.post('/admin/api-key', isLoggedIn, isAdmin, adminHandler.issueApiKey);

    // Error handling middleware
    app.use(ErrorHandler);
};

module.exports = exports;
