"""Computed columns in saved reports, e.g. "amount * 1.19" or "amount / people"."""
import ast
import operator

_ALLOWED = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
}


def evaluate(expression, row):
    return eval(expression, {"__builtins__": {}}, dict(row))


def evaluate_safe(expression, row):
    tree = ast.parse(expression, mode="eval")
    return _walk(tree.body, row)


def _walk(node, row):
    if isinstance(node, ast.BinOp) and type(node.op) in _ALLOWED:
        return _ALLOWED[type(node.op)](_walk(node.left, row), _walk(node.right, row))
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.Name) and node.id in row:
        return row[node.id]
    raise ValueError("unsupported expression")


def parse_literal(text):
    return ast.literal_eval(text)
