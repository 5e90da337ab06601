from flask import Flask, request

app = Flask(__name__)


@app.route("/bench/xss-21")
def bench_xss_21():
    tags = request.args.getlist("tag")
    items = ["<li>{}</li>".format(t) for t in tags]
    body = "<ul>%s</ul>" % "".join(items)
    return body
