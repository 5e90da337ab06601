'use strict';

var ProfileDAO = require('../data/profile-dao').ProfileDAO;
var ESAPI = require('../util/encoder');

/* The ProfileHandler must be constructed with a connected db */
function ProfileHandler(db) {
    'use strict';

    var profile = new ProfileDAO(db);

    this.displayProfile = function (req, res, next) {
        var userId = req.session.userId;

        profile.getByUserId(parseInt(userId, 10), function (err, doc) {
            if (err) return next(err);
            doc.userId = userId;

            // The website is shown as a link, the address block as-is.
            doc.websiteForLink = ESAPI.encodeForURL(doc.website || '');
            doc.tab = req.query.tab || 'personal';

            return res.render('profile', doc);
        });
    };

    this.handleProfileUpdate = function (req, res, next) {
        var firstName = req.body.firstName;
        var lastName = req.body.lastName;
        var ssn = req.body.ssn;
        var dob = req.body.dob;
        var address = req.body.address;
        var bankAcc = req.body.bankAcc;
        var bankRouting = req.body.bankRouting;
        var website = req.body.website;

        // Routing numbers are nine digits
        var regexPattern = /^[0-9]{9}$/;
        var testComplyWithRequirements = regexPattern.test(bankRouting);
        if (testComplyWithRequirements !== true) {
            var firstNameSafeString = firstName;
            return res.render('profile', {
                updateError: 'Bank Routing number does not comply with requirements for format specified',
                firstNameSafeString: firstNameSafeString,
                lastName: lastName,
                ssn: ssn,
                dob: dob,
                address: address,
                bankAcc: bankAcc,
                bankRouting: bankRouting
            });
        }

        var userId = req.session.userId;

        profile.updateUser(parseInt(userId, 10), firstName, lastName, ssn, dob, address, bankAcc, bankRouting, website,
            function (err, user) {
                if (err) return next(err);

                user.updateSuccess = true;
                user.userId = userId;
                return res.render('profile', user);
            });
    };

    this.greeting = function (req, res) {
        var name = req.query.name || 'member';
        res.set('Content-Type', 'text/html');
        res.send('<h3>Welcome back, ' + ESAPI.encodeForHTML(name) + '</h3>' +
            '<p>Your plan year: ' + parseInt(req.query.year, 10) + '</p>');
    };
}

module.exports = ProfileHandler;
