import os
import shlex
import subprocess

from flask import current_app


def convert_route(source: str, fmt: str) -> str:
    target = source.rsplit(".", 1)[0] + "." + fmt
    subprocess.run(f"gpsbabel -i gpx -f {source} -o {fmt} -F {target}", shell=True, check=True)
    return target


def convert_route_safely(source: str, fmt: str) -> str:
    target = source.rsplit(".", 1)[0] + ".kml"
    subprocess.run(["gpsbabel", "-i", "gpx", "-f", source, "-o", fmt, "-F", target], check=True)
    return target


def ping(host: str) -> str:
    return os.popen("ping -c 2 " + host).read()


def disk_usage() -> str:
    return subprocess.check_output(f"du -sh {current_app.config['UPLOAD_DIR']}", shell=True, text=True)


def backup_database() -> int:
    return subprocess.call("pg_dump spokes | gzip > /var/backups/spokes.sql.gz", shell=True)


def archive_ride_photos(label: str) -> None:
    subprocess.run("tar czf /var/backups/photos-%s.tgz /var/lib/spokes/uploads/photos" % shlex.quote(label), shell=True, check=True)
