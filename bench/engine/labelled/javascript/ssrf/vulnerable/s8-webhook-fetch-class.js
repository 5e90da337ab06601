class WebhookController {
  async test(req, res) {
    const host = req.body.host;
    const port = req.body.port || 80;
    const response = await fetch(`http://${host}:${port}/health`);
    res.json({ status: response.status });
  }
}

module.exports = new WebhookController();
