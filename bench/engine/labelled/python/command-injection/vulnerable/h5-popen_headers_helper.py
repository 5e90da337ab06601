import subprocess
from flask import Flask, request

app = Flask(__name__)


def run_archive(name):
    proc = subprocess.Popen("tar czf /tmp/backup.tgz /srv/data/" + name, shell=True,
                            stdout=subprocess.PIPE)
    return proc.communicate()[0]


@app.route("/backup", methods=["POST"])
def backup():
    target = request.headers.get("X-Backup-Target", "default")
    run_archive(target)
    return "", 204
