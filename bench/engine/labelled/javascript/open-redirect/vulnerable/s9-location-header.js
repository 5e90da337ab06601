class LinkController {
  constructor(links) {
    this.links = links;
  }

  async follow(req, res, next) {
    try {
      await this.links.recordClick(req.params.id);
      res.writeHead(302, { Location: req.query.dest });
      res.end();
    } catch (e) {
      next(e);
    }
  }
}

module.exports = LinkController;
