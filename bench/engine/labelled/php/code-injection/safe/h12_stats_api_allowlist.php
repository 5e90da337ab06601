<?php
class StatsApi
{
    private const TRANSFORMS = ['array_keys', 'array_values', 'array_sum'];

    public function handle(array $query): void
    {
        $data = ['visits' => 1024, 'signups' => 37];
        $transform = $query['transform'] ?? null;
        if ($transform !== null) {
            if (!in_array($transform, self::TRANSFORMS, true)) {
                http_response_code(400);
                exit('unsupported transform');
            }
            $data = call_user_func($transform, $data);
        }
        header('Content-Type: application/json');
        echo json_encode($data);
    }
}

(new StatsApi())->handle($_GET);
