from bottle import Bottle, request, response, static_file, template

app = Bottle()


@app.route("/hello")
def hello():
    name = request.query.name
    # ruleid: py-xss-tainted-html
    return "<h2>Welcome, " + name + "!</h2>"


@app.get("/hello/<who>")
def hello_wildcard(who):
    # ruleid: py-xss-tainted-html
    return "<p>Hi " + who + "</p>"


@app.route("/hello.txt")
def hello_plain():
    response.content_type = "text/plain; charset=utf-8"
    # ok: py-xss-tainted-html
    return "Welcome, " + request.query.name + "!"


@app.route("/card")
def card():
    # ok: py-xss-tainted-html
    return template("card", name=request.forms.get("name", ""))


@app.route("/forms/<filename>")
def form(filename):
    # ok: py-xss-tainted-html
    return static_file(filename, root="/srv/forms")
