"""Custom report columns: users type a formula such as `net * 0.2` and we work it out per row."""
import ast
import operator

_OPS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.USub: operator.neg,
}


def evaluate(expression, row):
    return eval(expression, {"__builtins__": {}}, dict(row))


def parse_constant(text):
    return ast.literal_eval(text)


def evaluate_arithmetic(expression, row):
    tree = ast.parse(expression, mode="eval")
    return _walk(tree.body, dict(row))


def _walk(node, names):
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.Name) and node.id in names:
        return float(names[node.id])
    if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
        return _OPS[type(node.op)](_walk(node.left, names), _walk(node.right, names))
    if isinstance(node, ast.UnaryOp) and type(node.op) in _OPS:
        return _OPS[type(node.op)](_walk(node.operand, names))
    raise ValueError("unsupported formula")
