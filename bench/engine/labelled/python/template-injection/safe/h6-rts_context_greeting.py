from flask import Flask, render_template_string, request

app = Flask(__name__)

TEMPLATE = """
<html><body>
  <h1>Hello {{ name }}!</h1>
  <p>Welcome back.</p>
</body></html>
"""


@app.route("/hello")
def hello():
    name = request.args.get("name", "guest")
    return render_template_string(TEMPLATE, name=name)
