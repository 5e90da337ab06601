import subprocess
from pathlib import Path

from flask import Blueprint, jsonify, request

backups = Blueprint("backups", __name__)
BACKUP_ROOT = Path("/srv/backups")


def run(cmd):
    proc = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=120)
    return proc.returncode, proc.stdout


@backups.post("/backups")
async def create_backup():
    data = request.get_json()
    label = data["label"]
    source = data.get("source", "/srv/app/uploads")
    code, out = run(f"tar czf {BACKUP_ROOT}/{label}.tgz {source}")
    if code:
        return jsonify(error="backup failed"), 500
    return jsonify(ok=True, output=out)
