module.exports = (invites) => async (req, res) => {
  const code = (Math.random() * 0xffffffff >>> 0).toString(16).padStart(8, '0');
  await invites.insertOne({ code, team: req.params.team, createdAt: new Date() });
  res.redirect(`/teams/${encodeURIComponent(req.params.team)}/invites?code=${code}`);
};
