<?php
use Cake\Routing\Route\DashedRoute;
use Cake\Routing\RouteBuilder;

return static function (RouteBuilder $routes) {
    $routes->setRouteClass(DashedRoute::class);

    $routes->scope('/', function (RouteBuilder $builder) {
        $builder->connect('/', ['controller' => 'Pages', 'action' => 'display', 'home']);
        $builder->connect('/teams/{slug}', ['controller' => 'Teams', 'action' => 'view'], ['pass' => ['slug']]);
        $builder->connect(
            '/fixtures/round/{round}',
            ['controller' => 'Fixtures', 'action' => 'round'],
            ['pass' => ['round'], 'round' => '[0-9]+']
        );
        $builder->connect('/fixtures/venue/{venue}', ['controller' => 'Fixtures', 'action' => 'venue'], ['pass' => ['venue']]);
        $builder->connect('/referees/{id}', ['controller' => 'Referees', 'action' => 'profile'], ['pass' => ['id']]);
        $builder->connect('/reports/{id}', ['controller' => 'MatchReports', 'action' => 'view'], ['pass' => ['id']]);
        $builder->connect('/files/{name}', ['controller' => 'Uploads', 'action' => 'download'], ['pass' => ['name']]);
        $builder->connect('/login', ['controller' => 'Users', 'action' => 'login']);
        $builder->fallbacks();
    });

    $routes->prefix('Admin', function (RouteBuilder $builder) {
        $builder->connect('/', ['controller' => 'Tools', 'action' => 'index']);
        $builder->fallbacks(DashedRoute::class);
    });
};
