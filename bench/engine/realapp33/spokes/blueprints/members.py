import hmac

from flask import Blueprint, abort, jsonify, redirect, render_template, request, url_for
from webargs import fields
from webargs.flaskparser import use_kwargs

from ..db import get_session
from ..models import Member
from ..schemas import MemberUpdateSchema
from ..security import current_member, login_required, unsubscribe_signature
from ..services import member_service, ride_service, storage

bp = Blueprint("members", __name__)


@bp.get("/<int:member_id>")
def profile(member_id):
    member = get_session().get(Member, member_id) or abort(404)
    rides = ride_service.rides_led_by(get_session(), member_id)
    return render_template("members/profile.html", member=member, rides=rides)


@bp.route("/me", methods=["PATCH", "POST"])
@login_required
def update_me():
    payload = request.get_json(silent=True) or request.form.to_dict()
    data = MemberUpdateSchema().load(payload)
    member_service.update_profile(get_session(), current_member(), data)
    if request.is_json:
        return jsonify(ok=True)
    return redirect(request.form.get("return_to") or url_for("members.profile", member_id=current_member().id))


@bp.get("/lookup")
@use_kwargs({"name": fields.Str(required=True)}, location="query")
def lookup(name):
    members = member_service.find_by_name(get_session(), name)
    return jsonify(members=[{"id": m.id, "name": m.display_name} for m in members])


@bp.get("/lookup2")
@use_kwargs({"name": fields.Str(required=True)}, location="query")
def lookup_bound(name):
    members = member_service.find_by_name_bound(get_session(), name)
    return jsonify(members=[{"id": m.id, "name": m.display_name} for m in members])


@bp.get("/exists")
def exists():
    row = member_service.member_by_email_legacy(get_session(), request.args.get("email", ""))
    return jsonify(exists=row is not None)


@bp.get("/welcome")
def welcome():
    name = request.args.get("name", "rider")
    return f"<p class='welcome'>Welcome back, {name}! Check the ride list for this weekend.</p>"


@bp.get("/me/summary")
@login_required
def summary():
    count = len(ride_service.rides_led_by(get_session(), current_member().id))
    return f"<p class='summary'>You have led {count} rides this season.</p>"


@bp.post("/me/avatar")
@login_required
def upload_avatar():
    path = storage.save_avatar(current_member().id, request.files["avatar"])
    return jsonify(path=path)


@bp.post("/me/attachments/delete")
@login_required
def delete_attachment():
    storage.delete_attachment(current_member().id, request.form["name"])
    return jsonify(deleted=True)


@bp.get("/unsubscribe")
def unsubscribe():
    email = request.args.get("email", "")
    if not hmac.compare_digest(request.args.get("sig", ""), unsubscribe_signature(email)):
        abort(403)
    return render_template("auth/forgot_sent.html", email=email)
