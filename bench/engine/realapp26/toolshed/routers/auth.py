from typing import Annotated

from fastapi import APIRouter, BackgroundTasks, Depends, Form, HTTPException, Request
from fastapi.responses import RedirectResponse
from fastapi.security import OAuth2PasswordRequestForm
from pydantic import EmailStr

from ..deps import CurrentUser, DbSession
from ..enums import Language
from ..schemas import Signup
from ..security import create_access_token, reset_code
from ..services import auth_service, notify
from ..utils.urls import is_local_path

router = APIRouter(prefix="/auth", tags=["auth"])


@router.post("/token")
def token(db: DbSession, form: Annotated[OAuth2PasswordRequestForm, Depends()]):
    member = auth_service.authenticate(db, form.username, form.password)
    if member is None:
        raise HTTPException(401, "bad credentials")
    return {"access_token": create_access_token(str(member.id)), "token_type": "bearer"}


@router.post("/login")
def login_form(request: Request, db: DbSession, email: Annotated[str, Form()], password: Annotated[str, Form()],
               next: Annotated[str, Form()] = "/"):
    member = auth_service.authenticate(db, email, password)
    if member is None:
        return RedirectResponse("/login?failed=1", status_code=303)
    request.session["member_id"] = member.id
    request.session["branch"] = request.query_params.get("branch", member.branch)
    response = RedirectResponse(next, status_code=303)
    response.set_cookie("access_token", create_access_token(str(member.id)), httponly=True, secure=True, samesite="lax")
    response.set_cookie("remember_me", auth_service.issue_api_key(db, member), max_age=60 * 60 * 24 * 30)
    return response


@router.post("/legacy-login")
def legacy_login(db: DbSession, username: Annotated[str, Form()], password: Annotated[str, Form()]):
    member_id = auth_service.legacy_login(db, username, password)
    if member_id is None:
        raise HTTPException(401, "bad credentials")
    return {"access_token": create_access_token(str(member_id)), "token_type": "bearer"}


@router.get("/logout")
def logout(return_to: str = "/"):
    target = return_to if is_local_path(return_to) else "/"
    response = RedirectResponse(target)
    response.delete_cookie("access_token")
    return response


@router.get("/sso/callback")
def sso_callback(request: Request, state: str):
    if state != request.session.get("sso_state"):
        raise HTTPException(400, "state mismatch")
    return RedirectResponse(url=request.query_params.get("continue", "/"))


@router.post("/signup", status_code=201)
def signup(db: DbSession, body: Signup):
    member = auth_service.register(db, body)
    return {"id": member.id}


@router.post("/reset")
def request_reset(db: DbSession, background_tasks: BackgroundTasks, email: Annotated[EmailStr, Form()]):
    code = reset_code()
    auth_service.store_reset_code(db, email, code)
    background_tasks.add_task(notify.send_reset_mail, email, code)
    return {"sent": True}


@router.post("/temporary-password")
def temporary_password(user: CurrentUser):
    return {"password": auth_service.temporary_password()}


@router.get("/language/{code}")
def set_language(request: Request, code: Language):
    response = RedirectResponse(request.url_for("home"))
    response.set_cookie("lang", code.value, max_age=60 * 60 * 24 * 365)
    request.session["lang"] = code.value
    return response
