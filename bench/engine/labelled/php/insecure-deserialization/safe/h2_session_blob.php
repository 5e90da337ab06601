<?php
class SessionStore {
    public function load(string $blob) {
        return json_decode(base64_decode($blob), true);
    }
}
$store = new SessionStore();
$state = $store->load($_COOKIE['state'] ?? '');
