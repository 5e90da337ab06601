'use strict';

const fs = require('fs');
const path = require('path');
const config = require('../config');

function readLesson(slug) {
  return fs.promises.readFile(path.join(config.lessonDir, slug + '.md'), 'utf8');
}

function readLessonChecked(slug) {
  const full = path.resolve(config.lessonDir, slug + '.md');
  if (!full.startsWith(config.lessonDir + path.sep)) {
    return Promise.reject(new Error('bad lesson'));
  }
  return fs.promises.readFile(full, 'utf8');
}

function reportPath(name) {
  return path.join(config.reportDir, path.basename(name));
}

function saveAttachment(folder, name, buffer) {
  const target = path.join(config.uploadDir, folder, name);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, buffer);
  return target;
}

function removeUpload(storedName) {
  return fs.promises.unlink(path.join(config.uploadDir, storedName));
}

module.exports = { readLesson, readLessonChecked, reportPath, saveAttachment, removeUpload };
