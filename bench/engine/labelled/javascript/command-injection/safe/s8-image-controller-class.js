const { execFileSync } = require('child_process');
const path = require('path');

class ImageService {
  resize(file, width) {
    const out = path.join('/tmp', 'thumb-' + Date.now() + '.png');
    execFileSync('convert', [file, '-resize', String(width), out]);
    return out;
  }
}

class ImageController {
  constructor() {
    this.service = new ImageService();
  }

  thumbnail(req, res) {
    const file = path.join('/srv/images', path.basename(req.body.file));
    const width = parseInt(req.body.width, 10) || 200;
    const out = this.service.resize(file, width);
    res.sendFile(out);
  }
}

module.exports = new ImageController();
