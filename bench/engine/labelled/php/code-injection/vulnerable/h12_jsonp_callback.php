<?php
class StatsApi
{
    public function handle(array $query): void
    {
        $data = ['visits' => 1024, 'signups' => 37];
        $callback = $query['cb'] ?? null;
        if ($callback !== null) {
            // server-side "callback" hook: run the named function on the payload
            $data = call_user_func($callback, $data);
        }
        header('Content-Type: application/json');
        echo json_encode($data);
    }
}

(new StatsApi())->handle($_GET);
