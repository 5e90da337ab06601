const yaml = require('js-yaml');

const pipelineController = {
  async importConfig(req, res, next) {
    try {
      const config = yaml.load(req.body.yaml, { schema: yaml.DEFAULT_FULL_SCHEMA });
      res.json({ stages: Object.keys(config.stages || {}) });
    } catch (err) {
      next(err);
    }
  },
};

module.exports = pipelineController;
