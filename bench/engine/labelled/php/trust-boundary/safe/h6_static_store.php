<?php
class Store {
    public static function put(string $k, $v): void { $_SESSION[$k] = $v; }
}
session_start();
$locale = $_COOKIE['locale'] ?? 'en';
Store::put('visited_at', time());
error_log('locale cookie seen');
