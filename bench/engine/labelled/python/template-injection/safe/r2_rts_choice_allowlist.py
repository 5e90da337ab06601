from flask import Flask, request, render_template_string

app = Flask(__name__)
LAYOUTS = {
    "wide": "<main class='wide'>{{ content }}</main>",
    "narrow": "<main class='narrow'>{{ content }}</main>",
}


@app.route("/layout")
def layout():
    tpl = LAYOUTS.get(request.args.get("layout"), LAYOUTS["wide"])
    return render_template_string(tpl, content=request.args.get("content", ""))
