from flask import Flask, render_template_string, request

app = Flask(__name__)

LAYOUT = "<html><body>{}</body></html>"


@app.post("/greet")
def greet():
    name = request.form.get("name", "friend")
    body = "<h1>Welcome, " + name + "!</h1>"
    return render_template_string(LAYOUT.format(body))
