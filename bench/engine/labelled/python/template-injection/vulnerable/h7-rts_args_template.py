from flask import Flask, render_template_string, request

app = Flask(__name__)


@app.get("/preview")
def preview():
    tpl = request.args.get("tpl", "Hello {{ name }}")
    return render_template_string(tpl, name="guest")
