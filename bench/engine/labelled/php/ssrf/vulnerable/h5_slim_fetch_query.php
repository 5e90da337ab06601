<?php
use Psr\Http\Message\ResponseInterface as Response;
use Psr\Http\Message\ServerRequestInterface as Request;
use Slim\Factory\AppFactory;

require __DIR__ . '/../vendor/autoload.php';

$app = AppFactory::create();

$app->get('/preview', function (Request $request, Response $response) {
    $params = $request->getQueryParams();
    $html = file_get_contents($params['url'] ?? '');
    preg_match('/<title>(.*?)<\/title>/si', (string) $html, $m);
    $response->getBody()->write(json_encode(['title' => $m[1] ?? null]));
    return $response->withHeader('Content-Type', 'application/json');
});

$app->run();
