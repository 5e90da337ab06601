// Controllers answer only through these helpers: their own (req, res) parameters are passed on.
export default class BaseController {
  param(req, name) {
    return req.params[name] ?? req.query[name];
  }

  json(res, data) {
    return res.status(200).json(data);
  }
}
