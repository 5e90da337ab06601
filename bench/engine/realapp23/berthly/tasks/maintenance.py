import shlex
import subprocess

from .celery_app import celery


@celery.task
def backup_database(label):
    subprocess.run("pg_dump berthly | gzip > /srv/backups/berthly-%s.sql.gz" % shlex.quote(label), shell=True, check=True)


@celery.task
def check_gateway(host):
    result = subprocess.run("ping -c 2 " + host, shell=True, capture_output=True, text=True)
    return result.stdout


@celery.task
def rotate_logs(days):
    subprocess.run(["find", "/var/log/berthly", "-mtime", "+" + str(int(days)), "-delete"], check=True)
