<?php
function list_items() { return 'items'; }
function show_item() { return 'item'; }
$actions = ['list' => 'list_items', 'show' => 'show_item'];
$callback = $actions[$_GET['action'] ?? 'list'] ?? 'list_items';
echo htmlspecialchars(call_user_func($callback));
