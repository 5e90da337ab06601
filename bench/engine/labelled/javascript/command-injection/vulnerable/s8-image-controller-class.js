const { execSync } = require('child_process');
const path = require('path');

class ImageService {
  resize(file, width) {
    const out = path.join('/tmp', 'thumb-' + Date.now() + '.png');
    execSync('convert ' + file + ' -resize ' + width + ' ' + out);
    return out;
  }
}

class ImageController {
  constructor() {
    this.service = new ImageService();
  }

  thumbnail(req, res) {
    const { file, width } = req.body;
    const out = this.service.resize(file, width || '200');
    res.sendFile(out);
  }
}

module.exports = new ImageController();
