const SERVICES = {
  billing: 'http://billing.internal:8080',
  search: 'http://search.internal:9200',
};

class WebhookController {
  async test(req, res) {
    const base = SERVICES[req.body.service];
    if (!base) return res.status(404).json({ error: 'unknown service' });
    const response = await fetch(`${base}/health`);
    res.json({ status: response.status });
  }
}

module.exports = new WebhookController();
