const { exec } = require('child_process');

// Middleware factory: the returned function is the handler.
module.exports = function audit() {
  return (req, res, next) => {
    // ruleid: js-command-injection
    exec('logger ' + req.headers['x-trace']);
    next();
  };
};
