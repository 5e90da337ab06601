<?php
$action = $_GET['action'];
$result = $action($_GET['id']);
echo htmlspecialchars((string) $result);
