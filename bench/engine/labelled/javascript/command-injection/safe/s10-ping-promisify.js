const util = require('util');
const net = require('net');
const childProcess = require('child_process');

const run = util.promisify(childProcess.execFile);

class DiagnosticsController {
  async ping(req, res) {
    const { host, count = 3 } = req.body;
    if (net.isIP(String(host)) === 0) {
      return res.status(400).json({ ok: false, error: 'host must be an IP address' });
    }
    try {
      const { stdout } = await run('ping', ['-c', String(parseInt(count, 10) || 3), host], { timeout: 10000 });
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
