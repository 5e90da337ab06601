from flask import Flask, request, render_template_string

app = Flask(__name__)
PAGE = "<h1>{{ title }}</h1><p>{{ text }}</p>"


@app.route("/page")
def page():
    return render_template_string(PAGE, title=request.args.get("title", ""), text=request.args.get("text", ""))
