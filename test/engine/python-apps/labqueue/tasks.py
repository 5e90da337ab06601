import subprocess

import requests

from .extensions import celery


@celery.task
def convert_scan(path, dpi):
    return subprocess.run(f"convert -density {dpi} {path} {path}.png", shell=True).returncode  # expect: py-command-injection


@celery.task(name="labqueue.notify")
def notify(callback_url, payload):
    requests.post(callback_url, json=payload, timeout=10)  # expect: py-ssrf-tainted-url


def not_a_task(command):
    return subprocess.run(command, shell=True).returncode
