import html

from flask import Blueprint, Response, g, make_response, render_template, request, session
from markupsafe import Markup

from ..auth import login_required
from ..models import Donor, Pickup, Shift
from ..services import imports, notify, outbound, shift_service

pages_bp = Blueprint("pages", __name__)


@pages_bp.route("/")
@login_required
def dashboard():
    upcoming = Pickup.select().where(Pickup.status == "scheduled").order_by(Pickup.scheduled_for).limit(10)
    return render_template("dashboard.html", pickups=upcoming, user=g.user)


@pages_bp.route("/donors/<int:donor_id>")
@login_required
def donor_page(donor_id):
    donor = Donor.get_by_id(donor_id)
    badge = notify.donor_badge_escaped(donor.name)
    return render_template("donor.html", donor=donor, badge=badge, highlight=request.args.get("hl", ""))


@pages_bp.route("/donors/search")
@login_required
def donor_search():
    term = request.args.get("q", "")
    donors = Donor.select().where(Donor.name.contains(term)).limit(50)
    heading = Markup(f"<h2>Results for {term}</h2>")
    return render_template("donor_search.html", donors=donors, heading=heading, term=term)


@pages_bp.route("/donors/tag")
@login_required
def donor_tag():
    return Response(notify.donor_badge(request.args.get("name", "")), mimetype="text/html")


@pages_bp.route("/shifts/board")
@login_required
def shift_board():
    station = request.args.get("station", session.get("station", "intake"))
    shifts = shift_service.rota_order(Shift.select().where(Shift.station == station))
    label = notify.station_label(station)
    return render_template("shift_board.html", shifts=shifts, label=label, greeting=shift_service.greeting())


@pages_bp.route("/pickups/missing")
def pickup_missing():
    code = request.args.get("code", "")
    return make_response(f"<p>No pickup found with code <b>{code}</b>.</p>", 404)


@pages_bp.route("/pickups/missing-safe")
def pickup_missing_checked():
    code = request.args.get("code", "")
    return make_response(f"<p>No pickup found with code <b>{html.escape(code)}</b>.</p>", 404)


@pages_bp.route("/pickups/lookup.txt")
def pickup_lookup_text():
    code = request.args.get("code", "")
    return Response(f"No pickup with code {code}\n", mimetype="text/plain")


@pages_bp.route("/thanks/preview")
@login_required
def thanks_preview():
    return notify.thank_you_html(request.args.get("name", "friend"), request.args.get("kg", "0"))


@pages_bp.route("/thanks/page")
@login_required
def thanks_page():
    return notify.thank_you_page(request.args.get("name", "friend"), request.args.get("kg", "0"))


@pages_bp.route("/newsletter/preview", methods=["POST"])
@login_required
def newsletter_preview():
    return notify.preview_newsletter(request.form["source"], {"donors": Donor.select().count()})


@pages_bp.route("/view-as", methods=["POST"])
@login_required
def view_as():
    session["role"] = request.form.get("role", "volunteer")
    return render_template("dashboard.html", pickups=[], user=g.user)


@pages_bp.route("/cart")
@login_required
def cart():
    raw = request.cookies.get("larder_cart")
    items = imports.restore_cart(raw) if raw else []
    response = make_response(render_template("cart.html", items=items))
    response.set_cookie("larder_cart", imports.save_cart(items))
    return response


@pages_bp.route("/feeds/preview")
@login_required
def feed_preview():
    body = outbound.fetch_feed(request.args["url"])
    return Response(body, mimetype="text/plain")


@pages_bp.route("/feeds/county")
@login_required
def county_feed():
    return {"holidays": outbound.county_holidays(), "routes": outbound.county_routes()}
