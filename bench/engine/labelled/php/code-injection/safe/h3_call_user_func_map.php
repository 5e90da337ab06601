<?php
function do_list() { return 'list'; }
function do_show() { return 'show'; }
$handlers = ['list' => 'do_list', 'show' => 'do_show'];
$action = $_POST['action'] ?? 'list';
$fn = $handlers[$action] ?? 'do_list';
echo call_user_func($fn);
