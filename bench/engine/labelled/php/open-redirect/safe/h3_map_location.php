<?php
function go($target) {
    header(sprintf('Location: %s', $target));
    exit;
}
$pages = ['home' => '/', 'cart' => '/cart', 'profile' => '/me'];
go($pages[$_POST['after'] ?? 'home'] ?? '/');
