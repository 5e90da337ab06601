const util = require('util');
const execAsync = util.promisify(require('child_process').exec);

module.exports = {
  lookup: async (req, res) => {
    const verbose = req.query.verbose === '1';
    const { stdout } = await execAsync(verbose ? 'uptime -p' : 'uptime');
    res.send(stdout);
  },
};
