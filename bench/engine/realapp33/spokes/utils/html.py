from markupsafe import Markup, escape


def difficulty_badge(level: str) -> Markup:
    return Markup('<span class="badge badge-{0}">{0}</span>').format(level)


def highlight(text: str, term: str) -> Markup:
    if not term:
        return escape(text)
    safe_term = str(escape(term))
    return Markup(str(escape(text)).replace(safe_term, f"<mark>{safe_term}</mark>"))


def nl2br(text: str) -> Markup:
    return Markup("<br>\n").join(escape(text).splitlines())


def distance_label(km: int) -> Markup:
    return Markup(f"<span class='km'>{int(km)}&nbsp;km</span>")


def notice_box(message: str) -> Markup:
    return Markup(f"<div class='notice'>{message}</div>")


def register_template_helpers(app):
    app.add_template_filter(nl2br, "nl2br")
    app.add_template_filter(difficulty_badge, "badge")
    app.add_template_global(highlight, "highlight")
    app.add_template_global(distance_label, "distance_label")

    @app.context_processor
    def inject_announcement():
        return {"announcement": Markup(app.config["ANNOUNCEMENT"])}
