"""Helpers shared by the views: shell tools, outbound HTTP, hashing, tokens and file handling."""
import hashlib
import os
import random
import secrets
import shlex
import string
import subprocess
import urllib.parse
import urllib.request

import bcrypt
import requests
from werkzeug.utils import secure_filename

import config


# ---- network diagnostics ----------------------------------------------------------------------

def ping_host(host):
    return subprocess.check_output("ping -c 1 " + host, shell=True, timeout=10).decode()


def ping_host_args(host):
    return subprocess.check_output(["ping", "-c", "1", host], timeout=10).decode()


def dns_lookup(domain):
    os.system("nslookup " + domain + " > /tmp/qpr-lookup.txt")
    with open("/tmp/qpr-lookup.txt") as fh:
        return fh.read()


def whois(domain):
    return os.popen("whois %s" % domain).read()


def dig_short(domain):
    return subprocess.check_output("dig +short " + shlex.quote(domain), shell=True, timeout=10).decode()


def traceroute(host, hops):
    return subprocess.run(f"traceroute -m {int(hops)} {host}", shell=True, capture_output=True, text=True).stdout


def server_uptime():
    return subprocess.run("uptime", shell=True, capture_output=True, text=True).stdout


def archive_uploads(archive_name):
    subprocess.run(f"tar -czf /tmp/{archive_name}.tgz {config.UPLOAD_DIR}", shell=True, check=True)


def archive_uploads_safely(archive_name):
    archive_path = os.path.join("/tmp", secure_filename(archive_name) + ".tgz")
    subprocess.run(["tar", "-czf", archive_path, config.UPLOAD_DIR], check=True)
    return archive_path


def make_thumbnail(stored_name):
    os.system("convert {0}/{1} -resize 64x64 {0}/thumb-{1}".format(config.UPLOAD_DIR, stored_name))


# ---- outbound HTTP ----------------------------------------------------------------------------

def fetch_preview(url):
    return requests.get(url, timeout=5).text[:2000]


def fetch_feed(url):
    host = urllib.parse.urlparse(url).hostname
    if host not in config.ALLOWED_FEED_HOSTS:
        raise ValueError("feed host not allowed")
    body = requests.get(url, timeout=5)
    return body.text


def read_remote(url):
    with urllib.request.urlopen(url, timeout=5) as fh:
        return fh.read(4096).decode(errors="replace")


def status_page(service):
    return requests.get("https://status.quarry.test/api/" + urllib.parse.quote(service, safe=""), timeout=5).json()


def post_webhook(hook_url, payload):
    return requests.post(hook_url, json=payload, timeout=5).status_code


# ---- hashing ----------------------------------------------------------------------------------

def hash_password_legacy(password):
    return hashlib.md5(password.encode()).hexdigest()


def hash_password(password):
    return bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()


def check_password(password, stored):
    return bcrypt.checkpw(password.encode(), stored.encode())


def derive_key(password, salt):
    return hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 310000)


def answer_digest(answer):
    return hashlib.sha1(answer.strip().lower().encode()).hexdigest()


def file_checksum(data):
    return hashlib.sha256(data).hexdigest()


def etag_for(body):
    return hashlib.md5(body, usedforsecurity=False).hexdigest()


# ---- tokens -----------------------------------------------------------------------------------

def reset_token():
    return "".join(random.choice(string.ascii_letters + string.digits) for _ in range(24))


def session_nonce():
    return str(random.getrandbits(64))


def secure_reset_token():
    return secrets.token_urlsafe(32)


def pick_daily_tip(tips):
    return random.choice(tips)


# ---- files ------------------------------------------------------------------------------------

def allowed_file(filename):
    return "." in filename and filename.rsplit(".", 1)[1].lower() in config.ALLOWED_UPLOAD_EXTENSIONS


def read_report(name):
    with open(os.path.join(config.REPORT_DIR, name)) as fh:
        return fh.read()


def read_report_checked(name):
    path = os.path.realpath(os.path.join(config.REPORT_DIR, name))
    if not path.startswith(os.path.realpath(config.REPORT_DIR) + os.sep):
        raise PermissionError(name)
    with open(path) as fh:
        return fh.read()
