<?php
class RuleEngine
{
    private const RULES = [
        'big_order' => '$total > 100',
        'german' => '$country === "DE"',
    ];

    public function evaluate(string $ruleName, array $ctx): bool
    {
        $condition = self::RULES[$ruleName] ?? 'false';
        extract($ctx);
        return (bool) eval("return ($condition);");
    }
}

$payload = json_decode(file_get_contents('php://input'), true);
$engine = new RuleEngine();
$ok = $engine->evaluate($payload['rule'], ['total' => 120, 'country' => 'DE']);
header('Content-Type: application/json');
echo json_encode(['match' => $ok]);
