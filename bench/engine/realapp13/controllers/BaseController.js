// Shared helpers for controllers. Subclasses are instantiated once by lib/routeLoader.js.
export default class BaseController {
  param(req, name) {
    return req.params[name] ?? req.query[name] ?? req.body?.[name];
  }

  intParam(req, name, fallback = 0) {
    const value = Number.parseInt(this.param(req, name), 10);
    return Number.isNaN(value) ? fallback : value;
  }

  render(res, view, locals = {}) {
    return res.render(view, { ...locals, year: new Date().getFullYear() });
  }

  json(res, data, status = 200) {
    return res.status(status).json(data);
  }

  notFound(res, what = 'Not found') {
    return res.status(404).json({ error: what });
  }
}
