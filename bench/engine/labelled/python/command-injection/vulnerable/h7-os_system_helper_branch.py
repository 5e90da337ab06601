import os

from flask import Blueprint, jsonify

ops = Blueprint("ops", __name__)

LOG_DIR = "/var/log/app"


def archive(branch):
    cmd = "cd /srv/repo && git archive --format=tar %s | gzip > %s/%s.tgz" % (branch, LOG_DIR, branch)
    return os.system(cmd)


@ops.route("/archive/<branch>")
def archive_branch(branch):
    status = archive(branch)
    return jsonify(branch=branch, status=status)
