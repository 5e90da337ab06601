import jinja2
from flask import Flask, request

app = Flask(__name__)


@app.route("/bench/ssti-09", methods=["POST"])
def bench_ssti_09():
    data = {"greeting": request.form.get("greeting", "hi")}
    t = jinja2.Template("{{ greeting }} {{ who }}", autoescape=True)
    return t.render(greeting=data["greeting"], who="world")
