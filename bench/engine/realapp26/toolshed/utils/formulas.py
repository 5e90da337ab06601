import ast
import operator

_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


def evaluate(expression: str, variables: dict) -> float:
    """Branch coordinators write their own scoring formulas for the monthly report."""
    return eval(expression, {"__builtins__": {}}, variables)


def evaluate_arithmetic(expression: str, variables: dict) -> float:
    return _walk(ast.parse(expression, mode="eval").body, variables)


def _walk(node: ast.AST, variables: dict) -> float:
    if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
        return _OPS[type(node.op)](_walk(node.left, variables), _walk(node.right, variables))
    if isinstance(node, ast.Name) and node.id in variables:
        return float(variables[node.id])
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return float(node.value)
    raise ValueError("unsupported expression")


def parse_setting(text: str):
    return ast.literal_eval(text)
