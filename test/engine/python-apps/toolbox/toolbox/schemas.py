from typing import Annotated, Literal

from pydantic import BaseModel, Field, StringConstraints

from .enums import Shelf

Sku = Annotated[str, StringConstraints(pattern=r"^[A-Z]{3}-\d{3}$")]


class ToolQuery(BaseModel):
    shelf: Shelf | None = None
    sort: Literal["name", "added"] = "name"
    limit: int = Field(20, ge=1, le=100)
    sku: Sku | None = None
    words: str = ""
