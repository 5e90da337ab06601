from fastapi import APIRouter, Response
from fastapi.responses import JSONResponse, RedirectResponse

router = APIRouter()


@router.post("/login")
def login(token: str):
    response = RedirectResponse("/", status_code=303)
    # ruleid: py-cookie-missing-httponly
    response.set_cookie("remember_me", token, max_age=60 * 60 * 24 * 30)
    # ok: py-cookie-missing-httponly
    response.set_cookie("session", token, secure=True, httponly=True, samesite="lax")
    # ok: py-cookie-missing-httponly
    response.set_cookie("consent", "1")
    return response


@router.get("/theme")
def theme(response: Response, name: str):
    # ruleid: py-cookie-missing-httponly
    response.set_cookie("api_token", name, samesite="strict")
    return {"ok": True}


@router.get("/json")
def as_json(token: str):
    reply = JSONResponse({"ok": True})
    # ok: py-cookie-missing-httponly
    reply.set_cookie(key="sid", value=token, secure=True, httponly=True)
    return reply
