class Banner {
  show(req, res) {
    const theme = req.cookies.theme;
    res.send(`<body class="${theme}"><p>Banner</p></body>`);
  }
}

module.exports = Banner;
