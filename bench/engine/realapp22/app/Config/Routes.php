<?php

use CodeIgniter\Router\RouteCollection;

/**
 * @var RouteCollection $routes
 */
$routes->get('/', 'Home::index');

$routes->get('plots', 'Plots::index');
$routes->get('plots/search', 'Plots::search');
$routes->get('plots/bookings', 'Plots::bookings');
$routes->get('plots/free', 'Plots::free');
$routes->get('plots/(:num)', 'Plots::show/$1');
$routes->get('plots/by-name/(:segment)', 'Plots::byName/$1');
$routes->post('plots/(:num)/book', 'Plots::book/$1');
$routes->post('plots/rent', 'Plots::rent');

$routes->get('members/(:num)', 'Members::profile/$1');
$routes->get('members/lookup', 'Members::lookup');
$routes->get('members/role', 'Members::byRole');
$routes->get('members/domain', 'Members::byDomain');
$routes->post('members/update', 'Members::update');
$routes->post('members/preferences', 'Members::preferences');

$routes->match(['get', 'post'], 'login', 'Auth::login', ['as' => 'login']);
$routes->get('logout', 'Auth::logout');
$routes->post('register', 'Auth::register');
$routes->post('password/reset', 'Auth::reset');

$routes->post('documents/upload', 'Documents::upload');
$routes->post('documents/minutes', 'Documents::uploadMinutes');
$routes->post('documents/photo', 'Documents::photo');
$routes->get('documents/download', 'Documents::download');
$routes->get('documents/minutes/(:segment)', 'Documents::minutes/$1');
$routes->get('documents/preview', 'Documents::preview');
$routes->post('documents/remove', 'Documents::remove');

$routes->get('page/(:segment)', 'Pages::show/$1');
$routes->get('help', 'Pages::help');
$routes->get('widget', 'Pages::widget');

$routes->get('weather', 'Weather::forecast');
$routes->post('weather/station', 'Weather::station');
$routes->get('weather/radar', 'Weather::radar');
$routes->get('weather/icon', 'Weather::icon');

$routes->group('api', ['namespace' => 'App\Controllers\Api'], static function ($routes) {
    $routes->get('harvests', 'Harvests::index');
    $routes->post('harvests', 'Harvests::create');
    $routes->put('harvests/(:num)', 'Harvests::update/$1');
    $routes->post('harvests/report', 'Harvests::report');
});

$routes->group('admin', ['filter' => 'adminauth', 'namespace' => 'App\Controllers\Admin'], static function ($routes) {
    $routes->get('maintenance', 'Maintenance::index');
    $routes->post('maintenance/backup', 'Maintenance::backup');
    $routes->post('maintenance/ping', 'Maintenance::ping');
    $routes->get('maintenance/logs', 'Maintenance::logs');
    $routes->post('maintenance/grep', 'Maintenance::grep');
    $routes->post('imports/plots', 'Imports::plots');
    $routes->post('imports/suppliers', 'Imports::suppliers');
    $routes->post('imports/feed', 'Imports::feed');
});
