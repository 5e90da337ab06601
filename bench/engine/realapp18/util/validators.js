'use strict';

var USER_RE = /^[a-zA-Z0-9._-]{1,40}$/;
var FNAME_RE = /^.{1,100}$/;
var LNAME_RE = /^.{1,100}$/;
var EMAIL_RE = /^[\S]+@[\S]+\.[\S]+$/;
var PASS_RE = /^.{8,64}$/;

exports.validateSignup = function (userName, firstName, lastName, password, verify, email, errors) {
    errors.userNameError = '';
    errors.firstNameError = '';
    errors.lastNameError = '';
    errors.passwordError = '';
    errors.verifyError = '';
    errors.emailError = '';

    if (!USER_RE.test(userName)) {
        errors.userNameError = 'Invalid user name.';
        return false;
    }
    if (!FNAME_RE.test(firstName)) {
        errors.firstNameError = 'Invalid first name.';
        return false;
    }
    if (!LNAME_RE.test(lastName)) {
        errors.lastNameError = 'Invalid last name.';
        return false;
    }
    if (!PASS_RE.test(password)) {
        errors.passwordError = 'Password must be 8 to 64 characters';
        return false;
    }
    if (password !== verify) {
        errors.verifyError = 'Password must match';
        return false;
    }
    if (email !== '' && !EMAIL_RE.test(email)) {
        errors.emailError = 'Invalid email address';
        return false;
    }
    return true;
};

// A path on this site: one leading slash, not two, and no backslash tricks
exports.isLocalPath = function (value) {
    return typeof value === 'string' && /^\/(?![\/\\])[\w\-\/?=&.%]*$/.test(value);
};

exports.isObjectId = function (value) {
    return typeof value === 'string' && /^[a-f0-9]{24}$/.test(value);
};

exports.toInt = function (value, fallback) {
    var n = parseInt(value, 10);
    return isNaN(n) ? fallback : n;
};
