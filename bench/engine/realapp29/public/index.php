<?php

declare(strict_types=1);

use App\Core\Database;
use App\Core\Request;
use App\Core\Router;
use App\Core\Session;

define('BASE_PATH', dirname(__DIR__));

require BASE_PATH . '/vendor/autoload.php';

$config = require BASE_PATH . '/config/app.php';

date_default_timezone_set($config['timezone']);

session_name('tuneroom');
session_set_cookie_params([
    'lifetime' => 0,
    'path' => '/',
    'secure' => true,
    'httponly' => true,
    'samesite' => 'Lax',
]);
session_start();

$db = new Database($config['db']);
$router = new Router(require BASE_PATH . '/config/routes.php');

$response = $router->dispatch(Request::fromGlobals(), $db, new Session());
$response->send();
