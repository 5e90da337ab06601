import os
import shlex
import subprocess


def backup(label: str) -> str:
    archive = f"/var/backups/toolshed-{label}.sql.gz"
    subprocess.run(f"pg_dump toolshed | gzip > {archive}", shell=True, check=True)
    return archive


def ping(host: str) -> str:
    result = subprocess.run(["ping", "-c", "2", "--", host], capture_output=True, text=True, timeout=10)
    return result.stdout


def lookup(host: str) -> str:
    return subprocess.getoutput("nslookup " + host)


def disk_usage() -> str:
    return subprocess.check_output("df -h /var/lib/toolshed", shell=True, text=True)


def vacuum(table: str) -> None:
    subprocess.run(f"psql toolshed -c 'VACUUM ANALYZE {table}'", shell=True, check=True)


def thumbnail(source: str, size: str) -> None:
    os.system(f"convert {source} -resize {size} {source}.thumb.png")


def archive_manuals(label: str) -> None:
    subprocess.run("tar czf /var/backups/manuals-%s.tgz /var/lib/toolshed/manuals" % shlex.quote(label), shell=True, check=True)
