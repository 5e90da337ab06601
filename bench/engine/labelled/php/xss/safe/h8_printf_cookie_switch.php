<?php
$page = $_COOKIE['last_page'] ?? '1';
$label = '';
switch (strlen($page) > 0) {
    case true:
        $label = (int) $page;
        break;
    default:
        $label = 1;
}
printf('<span class="page-label">Last page: %d</span>', $label);
