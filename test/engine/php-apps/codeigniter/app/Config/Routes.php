<?php

use CodeIgniter\Router\RouteCollection;

/** @var RouteCollection $routes */
$routes->get('notes', 'Notes::index');
$routes->get('notes/(:num)', 'Notes::byId/$1');
$routes->get('notes/tagged/(:segment)', 'Notes::tagged/$1');
$routes->get('notes/(:num)/as/(:alpha)', 'Notes::format/$1/$2');
$routes->group('admin', ['namespace' => 'App\Controllers\Admin'], static function ($routes) {
    $routes->get('purge/(:any)', 'Purge::run/$1');
    $routes->get('purge-one/(:num)', 'Purge::one/$1');
});
