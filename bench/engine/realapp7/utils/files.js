const fs = require('fs');
const path = require('path');
const config = require('../config');

function readUpload(name) {
  return fs.readFileSync(path.join(config.uploadDir, name));
}

function readUploadSafe(name) {
  const target = path.resolve(config.uploadDir, name);
  if (!target.startsWith(config.uploadDir + path.sep)) throw new Error('bad path');
  return fs.readFileSync(target);
}

function removeExport(fileName) {
  fs.unlinkSync(config.exportDir + '/' + fileName);
}

function exportPath(shelfId) {
  return path.join(config.exportDir, `shelf-${Number(shelfId)}.csv`);
}

function writeExport(shelfId, csv) {
  fs.writeFileSync(exportPath(shelfId), csv);
  return exportPath(shelfId);
}

module.exports = { readUpload, readUploadSafe, removeExport, exportPath, writeExport };
