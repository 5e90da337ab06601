function setPath(obj, dotted, value) {
  const parts = dotted.split('.');
  let cur = obj;
  for (let i = 0; i < parts.length - 1; i++) {
    if (typeof cur[parts[i]] !== 'object' || cur[parts[i]] === null) {
      cur[parts[i]] = {};
    }
    cur = cur[parts[i]];
  }
  cur[parts[parts.length - 1]] = value;
}

const FIELDS = ['profile.name', 'profile.bio', 'address.city', 'address.zip'];

class FormController {
  constructor() {
    this.drafts = {};
  }

  saveField(req, res) {
    const { path, value } = req.body;
    if (!FIELDS.includes(path)) return res.status(400).json({ error: 'unknown field' });
    setPath(this.drafts, path, value);
    res.json({ ok: true });
  }
}

module.exports = FormController;
