import BaseController from './BaseController.js';

// Small controllers sharing the base class's `param` accessor: each instance is another context,
// more than a function is analysed in context for; the last must still read the request it is given.
export class CityController extends BaseController {
  async show(req, res) {
    return this.json(res, { city: this.param(req, 'city') });
  }
}

export class TeamController extends BaseController {
  async show(req, res) {
    return this.json(res, { team: this.param(req, 'team') });
  }
}

export class LevelController extends BaseController {
  async show(req, res) {
    return this.json(res, { level: this.param(req, 'level') });
  }
}

export class ContractController extends BaseController {
  async show(req, res) {
    return this.json(res, { contract: this.param(req, 'contract') });
  }
}

export class LanguageController extends BaseController {
  async show(req, res) {
    return this.json(res, { language: this.param(req, 'language') });
  }
}

export class SalaryController extends BaseController {
  async show(req, res) {
    return this.json(res, { salary: this.param(req, 'salary') });
  }
}

export class SearchController extends BaseController {
  async results(req, res) {
    const term = this.param(req, 'term');
    // ruleid: js-xss-response
    return res.send(`<h1>Results for ${term}</h1>`);
  }
}
