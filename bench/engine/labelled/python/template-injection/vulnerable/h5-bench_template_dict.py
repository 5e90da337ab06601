import jinja2
from flask import Flask, request

app = Flask(__name__)


@app.route("/bench/ssti-08", methods=["POST"])
def bench_ssti_08():
    data = {"greeting": request.form.get("greeting", "hi")}
    pieces = [data["greeting"], " {{ who }}"]
    t = jinja2.Template("".join(pieces))
    return t.render(who="world")
