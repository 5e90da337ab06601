import base64
import pickle
from typing import Annotated

import yaml
from fastapi import APIRouter, Form, Request, UploadFile

from ..deps import AdminUser, DbSession
from ..services import cache, xml_import
from ..utils.formulas import parse_setting

router = APIRouter(prefix="/api/import", tags=["import"])


@router.post("/tools.xml")
async def import_tools_xml(db: DbSession, admin: AdminUser, file: UploadFile):
    return {"imported": xml_import.import_tools(db, await file.read())}


@router.post("/catalogue.xml")
async def import_catalogue(admin: AdminUser, request: Request):
    return {"titles": xml_import.parse_catalogue(await request.body())}


@router.post("/partners.xml")
async def import_partners(admin: AdminUser, request: Request):
    return {"links": xml_import.parse_partner_feed(await request.body())}


@router.post("/branches.xml")
async def import_branches_xml(admin: AdminUser, file: UploadFile):
    return {"branches": xml_import.parse_branch_list(await file.read())}


@router.post("/settings.yaml")
async def import_settings(admin: AdminUser, file: UploadFile):
    settings = yaml.load(await file.read(), Loader=yaml.Loader)
    return {"keys": sorted(settings)}


@router.post("/branches.yaml")
async def import_branches(admin: AdminUser, request: Request):
    branches = yaml.safe_load(await request.body())
    return {"count": len(branches)}


@router.post("/restore")
def restore(admin: AdminUser, snapshot: Annotated[str, Form()]):
    state = pickle.loads(base64.b64decode(snapshot))
    cache.remember("restored", state)
    return {"restored": len(state)}


@router.get("/last-restore")
def last_restore(admin: AdminUser):
    return {"state": cache.recall("restored")}


@router.post("/setting")
def import_setting(admin: AdminUser, value: Annotated[str, Form()]):
    return {"value": parse_setting(value)}
