const util = require('util');
const childProcess = require('child_process');

const run = util.promisify(childProcess.exec);

class DiagnosticsController {
  async ping(req, res) {
    const { host, count = 3 } = req.body;
    try {
      const { stdout } = await run(`ping -c ${parseInt(count, 10)} ${host}`, { timeout: 10000 });
      res.json({ ok: true, output: stdout });
    } catch (err) {
      res.status(502).json({ ok: false, output: err.stdout || '' });
    }
  }
}

const controller = new DiagnosticsController();

module.exports = (router) => {
  router.post('/diagnostics/ping', (req, res) => controller.ping(req, res));
};
