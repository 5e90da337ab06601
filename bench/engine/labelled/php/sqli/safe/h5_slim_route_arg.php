<?php
use Psr\Http\Message\ResponseInterface as Response;
use Psr\Http\Message\ServerRequestInterface as Request;
use Slim\Factory\AppFactory;

require __DIR__ . '/../vendor/autoload.php';

$app = AppFactory::create();
$pdo = new PDO('sqlite:' . __DIR__ . '/../var/app.db');

$app->get('/invoices/{id}', function (Request $request, Response $response, array $args) use ($pdo) {
    $invoice = $pdo->query('SELECT * FROM invoices WHERE id = ' . (int) $args['id'])->fetch(PDO::FETCH_ASSOC);
    $response->getBody()->write(json_encode($invoice));
    return $response->withHeader('Content-Type', 'application/json');
});

$app->run();
