<?php
final class Hooks {
    private const ALLOWED = ['strtoupper', 'strtolower', 'ucfirst'];
    public static function dispatch(array $req): mixed {
        $callback = $req['cb'];
        if (!in_array($callback, self::ALLOWED, true)) {
            return null;
        }
        return call_user_func_array($callback, $req['args'] ?? []);
    }
}
echo json_encode(Hooks::dispatch($_POST));
