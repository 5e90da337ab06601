const express = require('express');
const expressJwt = require('express-jwt');
const { expressjwt } = require('express-jwt');
const fs = require('fs');

const app = express();
const publicKey = fs.readFileSync('keys/jwt.pub');
const JWT_OPTIONS = { secret: publicKey, algorithms: ['RS256'] };

// ruleid: js-jwt-middleware-unpinned-algorithm
const isAuthorized = () => expressJwt({ secret: publicKey });
// ok: js-jwt-middleware-unpinned-algorithm
app.use('/api', expressjwt({ secret: publicKey, algorithms: ['RS256'] }));
// ok: js-jwt-middleware-unpinned-algorithm
app.use('/rest', expressjwt(JWT_OPTIONS));
// ruleid: js-jwt-middleware-unpinned-algorithm
app.use('/admin', expressjwt({ secret: publicKey, credentialsRequired: true }));
// A list that admits `none` accepts unsigned tokens.
// ruleid: js-jwt-middleware-unpinned-algorithm
app.use('/legacy', expressjwt({ secret: publicKey, algorithms: ['RS256', 'none'] }));

module.exports = { isAuthorized };
