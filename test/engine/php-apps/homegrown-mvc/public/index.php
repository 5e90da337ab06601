<?php

declare(strict_types=1);

use Shop\Core\Request;
use Shop\Core\Router;

require __DIR__ . '/../vendor/autoload.php';

$router = new Router(require __DIR__ . '/../config/routes.php');
$router->dispatch(Request::fromGlobals());
