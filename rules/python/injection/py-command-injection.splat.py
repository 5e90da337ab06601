import subprocess
from dataclasses import dataclass

from flask import Flask, request

app = Flask(__name__)

DEFAULT_JOB = {"repo": "https://git.example.com/app.git", "ref": "main"}


@dataclass
class Job:
    repo: str
    ref: str

    def command(self):
        return f"git clone {self.repo} && git checkout {self.ref}"


def archive(name, fmt="tar"):
    # ruleid: py-command-injection
    subprocess.run(f"git archive --format={fmt} {name}", shell=True)


@app.post("/jobs")
def start_job():
    job = Job(**request.get_json())
    # ruleid: py-command-injection
    subprocess.Popen(job.command(), shell=True)
    return "started"


@app.post("/jobs/default")
def start_default_job():
    job = Job(**DEFAULT_JOB)
    # ok: py-command-injection
    subprocess.Popen(job.command(), shell=True)
    return "started"


@app.post("/archive")
def make_archive():
    # ruleid: py-command-injection
    archive(**request.form.to_dict())
    # ok: py-command-injection
    archive(**{"name": "HEAD", "fmt": "zip"})
    return "ok"
