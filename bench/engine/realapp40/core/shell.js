'use strict';

const { exec, execFile, spawn } = require('child_process');

function ping(host, cb) {
  exec('ping -c 2 ' + host, { timeout: 5000 }, cb);
}

function pingSafely(host, cb) {
  execFile('ping', ['-c', '2', host], { timeout: 5000 }, cb);
}

function lookup(name, type, cb) {
  execFile('dig', ['+short', name, type], { timeout: 5000 }, cb);
}

function whois(domain, cb) {
  exec(`whois ${domain} | head -n 40`, { timeout: 8000 }, cb);
}

function archive(folder, outFile) {
  return spawn('tar', ['-czf', outFile, folder], { shell: true });
}

function archiveSafely(folder, outFile) {
  return spawn('tar', ['-czf', outFile, '--', folder]);
}

function diskUsage(cb) {
  exec('df -h /var/lib/dojo', cb);
}

module.exports = { ping, pingSafely, lookup, whois, archive, archiveSafely, diskUsage };
