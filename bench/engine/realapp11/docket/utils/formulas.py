import ast
import operator

_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


def evaluate_fee(expression, hours, rate):
    """Fee formulas are typed by office managers, e.g. 'hours * rate * 1.2'."""
    return eval(expression, {"__builtins__": {}}, {"hours": hours, "rate": rate})


def parse_rate_table(text):
    return ast.literal_eval(text)


def evaluate_arithmetic(node, names):
    if isinstance(node, ast.Expression):
        return evaluate_arithmetic(node.body, names)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.Name) and node.id in names:
        return names[node.id]
    if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
        return _OPS[type(node.op)](evaluate_arithmetic(node.left, names), evaluate_arithmetic(node.right, names))
    raise ValueError("unsupported expression")
