<?php
class Store {
    public static function put(string $k, $v): void { $_SESSION[$k] = $v; }
}
session_start();
Store::put('locale', $_COOKIE['locale'] ?? 'en');
