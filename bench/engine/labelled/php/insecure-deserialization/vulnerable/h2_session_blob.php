<?php
class SessionStore {
    public function load(string $blob) {
        return unserialize(base64_decode($blob));
    }
}
$store = new SessionStore();
$state = $store->load($_COOKIE['state'] ?? '');
