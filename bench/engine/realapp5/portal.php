<?php
// Customer portal: front controller. portal.php?r=controller/action
require_once __DIR__ . '/includes/db.php';
require_once __DIR__ . '/includes/functions.php';
require_once __DIR__ . '/lib/Http.php';
require_once __DIR__ . '/lib/Prefs.php';
require_once __DIR__ . '/lib/Tokens.php';

spl_autoload_register(function ($class) {
    $file = __DIR__ . '/app/' . str_replace('\\', '/', $class) . '.php';
    if (is_file($file)) {
        require $file;
    }
});

session_name(SESSION_NAME);
session_start();

$route = isset($_GET['r']) ? $_GET['r'] : 'tickets/index';
$parts = explode('/', $route, 2);
$routes = [
    'tickets' => 'Controllers\\TicketController',
    'reports' => 'Controllers\\ReportController',
    'account' => 'Controllers\\AccountController',
];
$name = $parts[0];
$action = isset($parts[1]) ? $parts[1] : 'index';

if (!isset($routes[$name]) || !preg_match('/^[a-z]+$/', $action)) {
    http_response_code(404);
    exit('Not found');
}
$class = $routes[$name];
$controller = new $class();
if (!method_exists($controller, $action . 'Action')) {
    http_response_code(404);
    exit('Not found');
}
$controller->{$action . 'Action'}();
