import os
import shlex
import subprocess
import subprocess as sp

from flask import Flask, request

app = Flask(__name__)


@app.route("/ping")
def ping():
    host = request.args.get("host", "localhost")
    # ruleid: py-command-injection
    os.system("ping -c 1 " + host)
    # ruleid: py-command-injection
    subprocess.run(f"ping -c 1 {host}", shell=True)
    # ruleid: py-command-injection
    out = os.popen("nslookup %s" % host).read()
    # ruleid: py-command-injection
    sp.check_output("dig " + host, shell=True)
    # ruleid: py-command-injection
    subprocess.Popen(args="traceroute " + host, shell=True)
    # A list of arguments and no shell: the host stays one argument.
    # ok: py-command-injection
    subprocess.run(["ping", "-c", "1", host])
    # ok: py-command-injection
    subprocess.run(["ping", "-c", "1", host], shell=False)
    # ok: py-command-injection
    subprocess.run("ping -c 1 " + shlex.quote(host), shell=True)
    count = int(request.args.get("count", "1"))
    # ok: py-command-injection
    os.system("ping -c " + str(count) + " localhost")
    return out


@app.route("/archive", methods=["POST"])
def archive():
    name = request.form["name"]
    use_shell = False
    # ok: py-command-injection
    subprocess.call("tar czf /tmp/out.tgz " + name, shell=use_shell)
    formats = {"zip": "zip -r", "tar": "tar czf"}
    tool = formats["zip"]
    # ok: py-command-injection
    os.system(tool + " /tmp/out /srv/data")
    # ruleid: py-command-injection
    subprocess.getoutput("ls -l /srv/" + name)
    return "ok"


def run_script(script):
    # ruleid: py-command-injection
    return subprocess.check_output(script, shell=True)


@app.route("/run")
def run():
    run_script(request.args["script"])
    # ok: py-command-injection
    return run_script("uptime")
