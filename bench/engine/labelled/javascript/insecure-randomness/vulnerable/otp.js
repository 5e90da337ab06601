module.exports = {
  sendCode(req, res) {
    const code = Math.floor(100000 + Math.random() * 900000);
    req.app.locals.sms.send(req.body.phone, `Your login code is ${code}`);
    res.cookie('otp_pending', '1');
    res.sendStatus(204);
  },
};
