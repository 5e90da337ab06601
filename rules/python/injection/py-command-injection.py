import base64
import configparser
import os
import re
import shlex
import subprocess
import subprocess as sp

from django.http import HttpResponse
from django.urls import path
from django.views import View
from django.views.decorators.http import require_POST
import flask
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
    # Werkzeug converts with type=: a number has no shell syntax; without it the text stays text.
    # ok: py-command-injection
    os.system(f"ping -c {request.args.get('n', 1, type=int)} localhost")
    # ok: py-command-injection
    os.system(f"ping -W {request.args.get('w', 1, float)} localhost")
    # ruleid: py-command-injection
    os.system(f"ping -I {request.args.get('iface', 'lo', type=str)} localhost")
    # ok: py-command-injection
    os.system("kill " + " ".join(str(p) for p in request.form.getlist("pid", type=int)))
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
    # ruleid: py-command-injection (the sink inside the helper; each call that passes request data is reported too)
    return subprocess.check_output(script, shell=True)


@app.route("/run")
def run():
    # ruleid: py-command-injection
    run_script(request.args["script"])
    # ok: py-command-injection
    return run_script("uptime")


@app.route("/tools")
def tools():
    tool, mode = request.args["tool"], "--version"
    # ok: py-command-injection
    os.system("git " + mode)
    # ruleid: py-command-injection
    os.system(tool + " " + mode)
    parts = ["echo", request.args["msg"]]
    # ruleid: py-command-injection
    os.system(" ".join(parts))
    fixed = ["echo", "hello"]
    # ok: py-command-injection
    os.system(" ".join(fixed))
    # ruleid: py-command-injection (the sink inside the helper; each call that passes request data is reported too)
    shell = lambda line: os.system(line)
    # ruleid: py-command-injection
    shell(request.args["line"])
    action = request.args.get("action")
    match action:
        case "uptime" | "whoami":
            # Here `action` is one of two constants.
            # ok: py-command-injection
            os.system("echo " + action)
        case other:
            # ruleid: py-command-injection
            os.system("run " + other)
    level = request.args["level"]
    if level not in ("debug", "info"):
        return "bad level"
    # Only two constants pass the guard above (`not in` + early return).
    # ok: py-command-injection
    os.system("logger -p " + level + " started")
    return "ok"


def django_view(request):
    # ruleid: py-command-injection
    os.system("whois " + request.GET["domain"])
    return HttpResponse("ok")


@require_POST
def django_decorated_view(request):
    # ruleid: py-command-injection
    subprocess.run("nslookup " + request.POST["host"], shell=True)
    return HttpResponse("ok")


class DiagnosticsView(View):
    def get(self, request):
        # ruleid: py-command-injection
        os.system("ping -c 1 " + request.GET["host"])
        return HttpResponse("ok")


urlpatterns = [path("whois/", django_view), path("diag/", DiagnosticsView.as_view())]


def query_values(req, keys):
    for key in keys:
        yield req.args.get(key, "")


def query_numbers(req, keys):
    for key in keys:
        yield int(req.args.get(key, "0"))


@app.route("/batch")
def batch():
    for target in query_values(request, ("primary", "backup")):
        # ruleid: py-command-injection
        os.system("rsync -a /srv/ " + target)
    for port in query_numbers(request, ("port",)):
        # ok: py-command-injection
        os.system("nc -z localhost " + str(port))
    return "ok"



@app.route("/ping")
def ping():
    host = request.args.get("host", "")
    # A list that starts a shell runs its command string as shell syntax.
    # ruleid: py-command-injection
    subprocess.run(["sh", "-c", "ping -c 1 " + host], check=False)
    # ruleid: py-command-injection
    subprocess.check_output(["/bin/bash", "-c", f"dig {host}"])
    # Without a shell the host is one argument of a fixed program.
    # ok: py-command-injection
    subprocess.run(["ping", "-c", "1", host], check=False)
    tool = request.args.get("tool", "ping")
    # The program itself comes from the request.
    # ruleid: py-command-injection
    subprocess.run([tool, host])
    # ok: py-command-injection
    subprocess.run(["sh", "-c", "uptime"])
    encoded = base64.b64encode(host.encode()).decode()
    # An encoding is undone as easily as it was applied: never a sanitizer.
    # ruleid: py-command-injection
    os.system("ping " + base64.b64decode(encoded).decode())
    conf = configparser.ConfigParser()
    conf.add_section("net")
    conf.set("net", "fixed", "localhost")
    conf.set("net", "asked", host)
    # ruleid: py-command-injection
    os.system("ping " + conf.get("net", "asked"))
    # ok: py-command-injection
    os.system("ping " + conf.get("net", "fixed"))
    uploaded = configparser.ConfigParser()
    uploaded.read_string(request.get_data(as_text=True))
    # Text parsed into a parser taints what is read from it.
    # ruleid: py-command-injection
    subprocess.call("ping " + uploaded["net"]["host"], shell=True)
    own = configparser.ConfigParser()
    own.read_string("[net]\nhost = localhost\n")
    # ok: py-command-injection
    subprocess.call("ping " + own["net"]["host"], shell=True)
    # A section assigned whole is read back option by option, and the other way round.
    sections = configparser.ConfigParser()
    sections["net"] = {"asked": host, "fixed": "localhost"}
    sections.add_section("other")
    sections.set("other", "asked", "localhost")
    # ruleid: py-command-injection
    os.system("ping " + sections.get("net", "asked"))
    # ok: py-command-injection
    os.system("ping " + sections.get("net", "fixed"))
    # ok: py-command-injection
    os.system("ping " + sections.get("other", "asked"))
    # ruleid: py-command-injection
    os.system("ping " + conf["net"]["asked"])
    return "ok"


@app.route("/by-header")
def by_header():
    chosen = ""
    for name, value in request.headers.items():
        if value == "run":
            # The name found before `break` is what the code after the loop uses.
            chosen = name
            break
    # ruleid: py-command-injection
    os.system("echo " + chosen)
    return "ok"


@app.route("/greet-host")
def greet_host():
    name = request.args.get("name", "")
    if re.fullmatch(r"[a-z0-9-]+", name):
        # Only letters, digits and dashes got through the pattern.
        # ok: py-command-injection
        os.system("host " + name)
    if re.match(r"[a-z0-9-]+", name):
        # re.match anchors only the start: "a; rm -rf /" matches.
        # ruleid: py-command-injection
        os.system("host " + name)
    if not name.isdigit():
        flask.abort(400)
    # ok: py-command-injection
    os.system("kill -0 " + name)
    return "ok"
