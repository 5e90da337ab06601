from typing import Annotated, Literal
from uuid import UUID

from pydantic import BaseModel, ConfigDict, EmailStr, Field, HttpUrl, StringConstraints

from .enums import ToolCategory

ToolCode = Annotated[str, StringConstraints(pattern=r"^[A-Z]{2}-\d{4}$")]


class ToolFilter(BaseModel):
    category: ToolCategory | None = None
    max_deposit: int | None = Field(None, ge=0, le=500)
    sort: Literal["name", "created_at", "deposit"] = "name"
    text: str | None = None


class ToolCreate(BaseModel):
    code: ToolCode
    name: str = Field(min_length=2, max_length=80)
    category: ToolCategory
    deposit: int = Field(0, ge=0, le=500)
    description: str = ""
    branch: str = "central"


class ToolOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: UUID
    code: str
    name: str
    category: str
    deposit: int


class LoanRequest(BaseModel):
    tool_id: UUID
    days: int = Field(7, ge=1, le=28)
    note: str = Field("", max_length=500)


class ProfileUpdate(BaseModel):
    display_name: str = Field(max_length=60)
    bio: str = Field("", max_length=2000)
    website: HttpUrl | None = None


class Signup(BaseModel):
    email: EmailStr
    display_name: str = Field(max_length=60)
    password: str = Field(min_length=10)


class WebhookIn(BaseModel):
    url: HttpUrl
    event: Literal["loan.created", "loan.returned"]


class ReportQuery(BaseModel):
    group_by: Literal["branch", "category", "month"] = "branch"
    since_days: int = Field(30, ge=1, le=365)
    formula: str | None = None
