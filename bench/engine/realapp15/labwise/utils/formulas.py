"""Derived values (eGFR, anion gap, ...) that clinics define as formulas over other results."""
import ast
import operator

_OPS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.Pow: operator.pow,
}


def evaluate_formula(formula, values):
    return eval(formula, {"__builtins__": {}}, values)


def evaluate_safely(formula, values):
    return _walk(ast.parse(formula, mode="eval").body, values)


def _walk(node, values):
    if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
        return _OPS[type(node.op)](_walk(node.left, values), _walk(node.right, values))
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.Name) and node.id in values:
        return values[node.id]
    raise ValueError("unsupported expression")
