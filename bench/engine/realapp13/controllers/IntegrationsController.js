import BaseController from './BaseController.js';
import FeedService from '../services/FeedService.js';
import AtsClient from '../services/AtsClient.js';
import config from '../config/index.js';

export default class IntegrationsController extends BaseController {
  constructor() {
    super();
    this.feeds = new FeedService(config.partnerFeedHosts);
    this.ats = new AtsClient(config.atsBaseUrl);
  }

  async importFeed(req, res) {
    const jobs = await this.feeds.fetchAny(req.body.feedUrl);
    return this.json(res, { imported: jobs.length });
  }

  async partnerFeed(req, res) {
    const jobs = await this.feeds.fetchPartner(req.body.feedUrl);
    if (!jobs) return this.json(res, { error: 'Unknown partner' }, 400);
    return this.json(res, { imported: jobs.length });
  }

  async testWebhook(req, res) {
    const status = await this.feeds.ping(req.body.webhookUrl, { event: 'test', company: req.user.companyId });
    return this.json(res, { status });
  }

  async atsStatus(req, res) {
    const status = await this.ats.status(req.params.candidateId);
    return this.json(res, status);
  }
}
