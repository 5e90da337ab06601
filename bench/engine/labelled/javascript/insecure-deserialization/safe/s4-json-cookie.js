exports.handler = async function (req, res) {
  const raw = Buffer.from(req.cookies.profile || '', 'base64').toString();
  let profile = {};
  try { profile = JSON.parse(raw); } catch (e) { profile = {}; }
  res.json({ name: profile.name });
};
