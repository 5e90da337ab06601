const yaml = require('js-yaml');

const pipelineController = {
  async importConfig(req, res, next) {
    try {
      const config = yaml.safeLoad(req.body.yaml);
      res.json({ stages: Object.keys(config.stages || {}) });
    } catch (err) {
      next(err);
    }
  },
};

module.exports = pipelineController;
