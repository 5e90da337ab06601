from flask import Blueprint, render_template_string, request

cards = Blueprint("cards", __name__)

CARDS = {
    "plain": """<div class="card"><p>{{ text }}</p></div>""",
    "fancy": """<div class="card fancy"><p><em>{{ text }}</em></p></div>""",
}


@cards.post("/cards/preview")
def preview():
    data = request.get_json()
    markup = CARDS.get(data.get("style"), CARDS["plain"])
    return render_template_string(markup, text=data["message"]["text"])
