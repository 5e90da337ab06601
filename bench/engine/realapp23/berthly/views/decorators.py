import functools

from flask import g, redirect, request, session, url_for

from ..models import Member


def portal_login_required(view):
    @functools.wraps(view)
    def wrapper(*args, **kwargs):
        member_id = session.get("member_id")
        if member_id is None:
            return redirect(url_for("login", next=request.full_path))
        g.member = Member.query.get(member_id)
        g.marina_id = session["marina_id"]
        return view(*args, **kwargs)

    return wrapper


def staff_only(view):
    @functools.wraps(view)
    def wrapper(*args, **kwargs):
        if not g.member.is_staff:
            return redirect(url_for("portal.dashboard"))
        return view(*args, **kwargs)

    return wrapper
