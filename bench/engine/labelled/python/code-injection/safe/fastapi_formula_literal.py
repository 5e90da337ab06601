import ast

from fastapi import APIRouter
from pydantic import BaseModel

router = APIRouter()


class Formula(BaseModel):
    expression: str
    x: float = 0.0


@router.post("/calc")
def calculate(body: Formula):
    values = ast.literal_eval(body.expression)
    return {"result": sum(values) * body.x}
