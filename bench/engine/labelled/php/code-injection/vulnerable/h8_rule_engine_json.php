<?php
class RuleEngine
{
    public function evaluate(string $condition, array $ctx): bool
    {
        extract($ctx);
        return (bool) eval("return ($condition);");
    }
}

$payload = json_decode(file_get_contents('php://input'), true);
$engine = new RuleEngine();
$ok = $engine->evaluate($payload['condition'], ['total' => 120, 'country' => 'DE']);
header('Content-Type: application/json');
echo json_encode(['match' => $ok]);
