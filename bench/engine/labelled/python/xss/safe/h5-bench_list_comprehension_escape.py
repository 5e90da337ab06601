import html
from flask import Flask, request

app = Flask(__name__)


@app.route("/bench/xss-22")
def bench_xss_22():
    tags = request.args.getlist("tag")
    items = ["<li>{}</li>".format(html.escape(t)) for t in tags]
    body = "<ul>%s</ul>" % "".join(items)
    return body
