"""Dynamic pricing formulas typed by the box-office manager ("base * 0.8 if matinee")."""
import ast
import operator

_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


def evaluate(formula, base):
    return round(eval(formula, {"__builtins__": {}}, {"base": base, "matinee": False}))


def evaluate_checked(formula, base):
    tree = ast.parse(formula, mode="eval")
    return round(_walk(tree.body, {"base": base}))


def _walk(node, names):
    if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
        return _OPS[type(node.op)](_walk(node.left, names), _walk(node.right, names))
    if isinstance(node, ast.Name) and node.id in names:
        return names[node.id]
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    raise ValueError("unsupported pricing expression")


def parse_discount(text):
    return ast.literal_eval(text)
