from typing import Annotated

import httpx
import requests
from fastapi import APIRouter, Form, HTTPException
from pydantic import HttpUrl

from ..config import get_settings
from ..deps import CurrentUser, DbSession
from ..models import Webhook
from ..schemas import WebhookIn
from ..services import notify
from ..utils.urls import host_of

router = APIRouter(prefix="/api/webhooks", tags=["webhooks"])


@router.post("/", status_code=201)
def register_webhook(db: DbSession, user: CurrentUser, body: WebhookIn):
    if host_of(str(body.url)) not in get_settings().webhook_allowed_hosts:
        raise HTTPException(400, "webhook host not allowed")
    db.add(Webhook(member_id=user.id, url=str(body.url), event=body.event))
    db.commit()
    return {"ok": True}


@router.post("/test")
async def test_webhook(user: CurrentUser, url: Annotated[str, Form()]):
    async with httpx.AsyncClient(timeout=5) as client:
        response = await client.post(url, json={"ping": True})
    return {"status": response.status_code}


@router.post("/test-allowed")
async def test_allowed_webhook(user: CurrentUser, url: Annotated[str, Form()]):
    if host_of(url) not in get_settings().webhook_allowed_hosts:
        raise HTTPException(400, "webhook host not allowed")
    async with httpx.AsyncClient(timeout=5) as client:
        response = await client.post(url, json={"ping": True, "allowed": True})
    return {"status": response.status_code}


@router.get("/preview")
def link_preview(user: CurrentUser, link: HttpUrl):
    page = requests.get(str(link), timeout=5)
    return {"status": page.status_code, "length": len(page.content)}


@router.get("/geocode")
def geocode(postcode: str):
    return notify.geocode(postcode)
