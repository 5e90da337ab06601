const THEMES = ['light', 'dark'];

class Banner {
  show(req, res) {
    const theme = THEMES.includes(req.cookies.theme) ? req.cookies.theme : 'light';
    res.send(`<body class="${theme}"><p>Banner</p></body>`);
  }
}

module.exports = Banner;
