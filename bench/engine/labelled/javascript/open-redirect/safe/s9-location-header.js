class LinkController {
  constructor(links) {
    this.links = links;
  }

  async follow(req, res, next) {
    try {
      const link = await this.links.findById(req.params.id);
      if (!link) return res.sendStatus(404);
      await this.links.recordClick(link.id);
      res.writeHead(302, { Location: link.storedUrl });
      res.end();
    } catch (e) {
      next(e);
    }
  }
}

module.exports = LinkController;
