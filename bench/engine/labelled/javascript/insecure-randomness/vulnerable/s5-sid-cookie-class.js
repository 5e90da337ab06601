class SessionController {
  start(req, res) {
    const sid = [Math.random(), Math.random()].map((n) => n.toString(36).substring(2)).join('');
    res.cookie('sid', sid, { httpOnly: true, secure: true });
    res.json({ started: true });
  }
}

module.exports = SessionController;
