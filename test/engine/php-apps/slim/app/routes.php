<?php

use Psr\Http\Message\ResponseInterface;
use Psr\Http\Message\ServerRequestInterface;
use Slim\Factory\AppFactory;
use Slim\Routing\RouteCollectorProxy;
use Shelf\Controller\BookController;
use Shelf\Controller\UploadController;

$app = AppFactory::create();

$app->get('/books/{slug}', [BookController::class, 'show']);
$app->get('/books/{slug}/cover', 'Shelf\Controller\BookController:cover');
$app->group('/uploads', function (RouteCollectorProxy $group) {
    $group->post('', [UploadController::class, 'store']);
});

$app->get('/hello', function (ServerRequestInterface $request, ResponseInterface $response) {
    $name = $request->getQueryParams()['name'] ?? 'reader';
    $response->getBody()->write('<p>Hello ' . $name . '</p>'); // expect: php-xss
    return $response;
});

$app->get('/hello.json', function (ServerRequestInterface $request, ResponseInterface $response) {
    $name = $request->getQueryParams()['name'] ?? 'reader';
    $response->getBody()->write(json_encode(['hello' => $name]));
    return $response->withHeader('Content-Type', 'application/json');
});

$app->get('/go', function (ServerRequestInterface $request, ResponseInterface $response) {
    $to = $request->getQueryParams()['to'] ?? '/';
    return $response->withHeader('Location', $to)->withStatus(302); // expect: php-open-redirect
});

$app->get('/back', function (ServerRequestInterface $request, ResponseInterface $response) {
    $page = $request->getQueryParams()['page'] ?? '1';
    return $response->withHeader('Location', '/books?page=' . $page)->withStatus(302);
});

$app->run();
