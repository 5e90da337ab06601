const util = require('util');
const execAsync = util.promisify(require('child_process').exec);

module.exports = {
  lookup: async (req, res) => {
    const domain = req.query.domain;
    const { stdout } = await execAsync(`whois ${domain}`);
    res.send(stdout);
  },
};
