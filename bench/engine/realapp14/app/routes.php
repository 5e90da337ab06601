<?php

declare(strict_types=1);

use Psr\Http\Message\ResponseInterface;
use Psr\Http\Message\ServerRequestInterface;
use Rentwise\Controller\AdminController;
use Rentwise\Controller\AuthController;
use Rentwise\Controller\DocumentController;
use Rentwise\Controller\ImportController;
use Rentwise\Controller\ListingController;
use Rentwise\Controller\PaymentController;
use Rentwise\Controller\TenantController;
use Rentwise\Http\Redirects;
use Slim\App;
use Slim\Routing\RouteCollectorProxy;

const HELP_PAGES = ['fees', 'deposits', 'repairs', 'moving-out'];

return function (App $app): void {
    $app->get('/', [ListingController::class, 'index']);
    $app->get('/listings', [ListingController::class, 'search']);
    $app->get('/listings/{id:[0-9]+}', [ListingController::class, 'show']);
    $app->get('/listings/by-ref/{ref}', [ListingController::class, 'byReference']);
    $app->post('/listings/{id:[0-9]+}/photos/fetch', [ListingController::class, 'fetchPhoto']);
    $app->post('/listings/layout', [ListingController::class, 'saveLayout']);

    $app->group('/tenants', function (RouteCollectorProxy $group) {
        $group->get('', [TenantController::class, 'list']);
        $group->get('/{id:[0-9]+}', [TenantController::class, 'show']);
        $group->post('/{id:[0-9]+}/notes', [TenantController::class, 'saveNotes']);
        $group->post('/lookup', [TenantController::class, 'lookup']);
    });

    $app->get('/payments/{ref}', [PaymentController::class, 'show']);
    $app->get('/payments', [PaymentController::class, 'list']);
    $app->post('/payments/{ref}/void', [PaymentController::class, 'void']);
    $app->get('/payments/{id:[0-9]+}/receipt', [PaymentController::class, 'receipt']);

    $app->post('/documents', [DocumentController::class, 'upload']);
    $app->post('/documents/safe', [DocumentController::class, 'uploadRenamed']);
    $app->get('/documents/{name}', [DocumentController::class, 'download']);
    $app->get('/documents/{name}/inline', [DocumentController::class, 'inline']);
    $app->get('/preview', [DocumentController::class, 'preview']);
    $app->post('/documents/delete', [DocumentController::class, 'delete']);
    $app->post('/documents/{name}/text', [DocumentController::class, 'extractText']);

    $app->get('/login', [AuthController::class, 'form']);
    $app->post('/login', [AuthController::class, 'login']);
    $app->post('/register', [AuthController::class, 'register']);
    $app->post('/password/reset', [AuthController::class, 'requestReset']);
    $app->get('/logout', [AuthController::class, 'logout']);

    $app->group('/admin', function (RouteCollectorProxy $group) {
        $group->post('/ping', [AdminController::class, 'ping']);
        $group->post('/dns', [AdminController::class, 'dns']);
        $group->get('/audit', [AdminController::class, 'audit']);
        $group->post('/mail-preview', [AdminController::class, 'mailPreview']);
        $group->post('/rent-formula', [AdminController::class, 'rentFormula']);
    });

    $app->post('/import/xml', [ImportController::class, 'importXml']);
    $app->post('/import/feed', [ImportController::class, 'importFeed']);

    $app->get('/help/{page}', function (ServerRequestInterface $request, ResponseInterface $response, array $args) {
        $page = $args['page'];
        if (!in_array($page, HELP_PAGES, true)) {
            return $response->withStatus(404);
        }
        ob_start();
        include __DIR__ . '/../pages/help/' . $page . '.php';
        $response->getBody()->write((string) ob_get_clean());
        return $response;
    });

    $app->get('/page', function (ServerRequestInterface $request, ResponseInterface $response) {
        $name = $request->getQueryParams()['name'] ?? 'about';
        ob_start();
        include __DIR__ . '/../pages/' . $name . '.php';
        $response->getBody()->write((string) ob_get_clean());
        return $response;
    });

    $app->get('/go', function (ServerRequestInterface $request, ResponseInterface $response) {
        $to = $request->getQueryParams()['to'] ?? '/';
        return $response->withHeader('Location', $to)->withStatus(302);
    });

    $app->get('/back', function (ServerRequestInterface $request, ResponseInterface $response) {
        $next = $request->getQueryParams()['next'] ?? '';
        return Redirects::toLocalPath($response, $next);
    });

    $app->get('/health', function (ServerRequestInterface $request, ResponseInterface $response) {
        $response->getBody()->write(json_encode(['ok' => true, 'time' => date(DATE_ATOM)]));
        return $response->withHeader('Content-Type', 'application/json');
    });

    $app->get('/hello', function (ServerRequestInterface $request, ResponseInterface $response) {
        $who = $request->getQueryParams()['who'] ?? 'guest';
        $response->getBody()->write('<p>Hello, ' . $who . '! Browse our latest lets below.</p>');
        return $response;
    });
};
