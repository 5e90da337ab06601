'use strict';

var UserDAO = require('../data/user-dao').UserDAO;
var AllocationsDAO = require('../data/allocations-dao').AllocationsDAO;
var tokens = require('../util/tokens');
var validators = require('../util/validators');

/* The SessionHandler must be constructed with a connected db */
function SessionHandler(db) {
    'use strict';

    var userDAO = new UserDAO(db);
    var allocationsDAO = new AllocationsDAO(db);

    var prepareUserData = function (user, next) {
        // Generate a random starting allocation for a new member
        var stocks = Math.floor(Math.random() * 40) + 10;
        var funds = Math.floor(Math.random() * 40) + 10;
        var bonds = 100 - (stocks + funds);

        allocationsDAO.update(user._id, stocks, funds, bonds, function (err) {
            if (err) return next(err);
        });
    };

    this.isAdminUserMiddleware = function (req, res, next) {
        if (req.session.userId) {
            userDAO.getUserById(req.session.userId, function (err, user) {
                if (user && user.isAdmin) {
                    next();
                } else {
                    return res.redirect('/login');
                }
            });
        } else {
            console.log('redirecting to login');
            return res.redirect('/login');
        }
    };

    this.isLoggedInMiddleware = function (req, res, next) {
        if (req.session.userId) {
            return next();
        }
        console.log('redirecting to login');
        return res.redirect('/login');
    };

    this.displayLoginPage = function (req, res, next) {
        return res.render('login', {
            userName: '',
            password: '',
            loginError: '',
            next: req.query.next || ''
        });
    };

    this.handleLoginRequest = function (req, res, next) {
        var userName = req.body.userName;
        var password = req.body.password;

        userDAO.validateLogin(userName, password, function (err, user) {
            var errorMessage = 'Invalid username and/or password';
            var invalidUserNameErrorMessage = 'Invalid username';
            var invalidPasswordErrorMessage = 'Invalid password';
            if (err) {
                if (err.noSuchUser) {
                    console.log('Error: attempt to login with invalid user: ', userName);
                    return res.render('login', {
                        userName: userName,
                        password: '',
                        loginError: invalidUserNameErrorMessage
                    });
                } else if (err.invalidPassword) {
                    return res.render('login', {
                        userName: userName,
                        password: '',
                        loginError: invalidPasswordErrorMessage
                    });
                } else {
                    return next(err);
                }
            }

            req.session.regenerate(function () {
                req.session.userId = user._id;
                req.session.isAdmin = req.body.isAdmin === 'true';
                res.cookie('remember_me', tokens.rememberToken(), { maxAge: 14 * 24 * 3600 * 1000 });
                res.cookie('nestegg_lang', req.body.lang === 'es' ? 'es' : 'en', { httpOnly: true, secure: true, sameSite: 'lax' });
                if (req.body.next && validators.isLocalPath(req.body.next)) {
                    return res.redirect(req.body.next);
                }
                if (req.body.returnUrl) {
                    return res.redirect(req.body.returnUrl);
                }
                return res.redirect(user.isAdmin ? '/benefits' : '/dashboard');
            });
        });
    };

    this.displayLogoutPage = function (req, res) {
        req.session.destroy(function () {
            res.clearCookie('remember_me');
            res.redirect('/');
        });
    };

    this.displaySignupPage = function (req, res) {
        res.render('signup', {
            userName: '',
            password: '',
            passwordError: '',
            email: '',
            userNameError: '',
            emailError: '',
            verifyError: ''
        });
    };

    this.handleSignup = function (req, res, next) {
        var email = req.body.email;
        var userName = req.body.userName;
        var firstName = req.body.firstName;
        var lastName = req.body.lastName;
        var password = req.body.password;
        var verify = req.body.verify;

        var errors = { userName: userName, email: email };

        if (validators.validateSignup(userName, firstName, lastName, password, verify, email, errors)) {
            userDAO.getUserByUserName(userName, function (err, user) {
                if (err) return next(err);
                if (user) {
                    errors.userNameError = 'User name already in use. Please choose another';
                    return res.render('signup', errors);
                }
                userDAO.addUser(userName, firstName, lastName, password, email, function (err, user) {
                    if (err) return next(err);
                    prepareUserData(user, next);
                    req.session.regenerate(function () {
                        req.session.userId = String(user._id);
                        user.userId = user._id;
                        return res.render('dashboard', user);
                    });
                });
            });
        } else {
            console.log('user did not validate');
            return res.render('signup', errors);
        }
    };

    this.handlePasswordReset = function (req, res, next) {
        var token = tokens.resetToken();
        userDAO.storeResetToken(req.query.userName, token, function (err) {
            if (err) return next(err);
            res.send('<p>A reset link was sent to the address on file for ' + req.query.userName + '.</p>');
        });
    };

    this.displayWelcomePage = function (req, res, next) {
        var userId;

        if (!req.session.userId) {
            console.log('welcome: Unable to identify user...redirecting to login');
            return res.redirect('/login');
        }

        userId = req.session.userId;

        userDAO.getUserById(userId, function (err, doc) {
            if (err) return next(err);
            doc.userId = userId;
            return res.render('dashboard', doc);
        });
    };
}

module.exports = SessionHandler;
