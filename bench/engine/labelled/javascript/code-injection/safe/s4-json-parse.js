exports.handler = async function (req, res) {
  let settings;
  try {
    settings = JSON.parse(req.body.settings);
  } catch (e) {
    return res.status(400).end();
  }
  res.json({ keys: Object.keys(settings) });
};
