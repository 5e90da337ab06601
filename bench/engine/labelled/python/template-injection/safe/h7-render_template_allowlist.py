from flask import Flask, abort, render_template, request

app = Flask(__name__)

PAGES = {"about": "about.html", "terms": "terms.html", "faq": "faq.html"}


@app.get("/page")
def page():
    key = request.args.get("p", "about")
    template = PAGES.get(key)
    if template is None:
        abort(404)
    return render_template(template, visitor=request.args.get("who", ""))
