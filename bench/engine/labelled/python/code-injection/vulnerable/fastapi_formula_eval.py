from fastapi import APIRouter
from pydantic import BaseModel

router = APIRouter()


class Formula(BaseModel):
    expression: str
    x: float = 0.0


@router.post("/calc")
def calculate(body: Formula):
    result = eval(body.expression, {"__builtins__": {}}, {"x": body.x})
    return {"result": result}
