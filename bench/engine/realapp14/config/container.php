<?php

declare(strict_types=1);

use Doctrine\DBAL\Connection;
use Doctrine\DBAL\DriverManager;
use GuzzleHttp\Client;
use Psr\Container\ContainerInterface;
use Rentwise\Controller\AdminController;
use Rentwise\Controller\AuthController;
use Rentwise\Controller\DocumentController;
use Rentwise\Controller\ImportController;
use Rentwise\Controller\ListingController;
use Rentwise\Controller\PaymentController;
use Rentwise\Controller\TenantController;
use Rentwise\Middleware\SessionUserMiddleware;
use Rentwise\Repository\AuditRepository;
use Rentwise\Repository\ListingRepository;
use Rentwise\Repository\PaymentRepository;
use Rentwise\Repository\TenantRepository;
use Rentwise\Repository\UserRepository;
use Rentwise\Service\DocumentStorage;
use Rentwise\Service\ListingImporter;
use Rentwise\Service\PasswordHasher;
use Rentwise\Service\PhotoFetcher;
use Rentwise\Service\PreferencesCookie;
use Rentwise\Service\ShellTools;
use Rentwise\Service\TokenGenerator;
use Slim\Views\Twig;

return [
    'settings' => fn () => require __DIR__ . '/settings.php',

    Connection::class => fn (ContainerInterface $c) => DriverManager::getConnection($c->get('settings')['db']),
    \PDO::class => function (ContainerInterface $c) {
        $pdo = new \PDO($c->get('settings')['pdo_dsn']);
        $pdo->setAttribute(\PDO::ATTR_ERRMODE, \PDO::ERRMODE_EXCEPTION);
        $pdo->setAttribute(\PDO::ATTR_DEFAULT_FETCH_MODE, \PDO::FETCH_ASSOC);
        return $pdo;
    },
    Client::class => fn () => new Client(['timeout' => 5, 'allow_redirects' => false]),
    Twig::class => fn () => Twig::create(__DIR__ . '/../templates', ['cache' => false, 'autoescape' => 'html']),

    ListingRepository::class => fn (ContainerInterface $c) => new ListingRepository($c->get(Connection::class)),
    TenantRepository::class => fn (ContainerInterface $c) => new TenantRepository($c->get(Connection::class)),
    PaymentRepository::class => fn (ContainerInterface $c) => new PaymentRepository($c->get(\PDO::class)),
    UserRepository::class => fn (ContainerInterface $c) => new UserRepository($c->get(\PDO::class)),
    AuditRepository::class => fn (ContainerInterface $c) => new AuditRepository($c->get(Connection::class)),

    DocumentStorage::class => fn (ContainerInterface $c) => new DocumentStorage($c->get('settings')['storage_dir']),
    PhotoFetcher::class => fn (ContainerInterface $c) => new PhotoFetcher(
        $c->get(Client::class),
        $c->get('settings')['photo_dir'],
        $c->get('settings')['geocoder_url'],
    ),
    ShellTools::class => fn (ContainerInterface $c) => new ShellTools($c->get('settings')['storage_dir']),
    ListingImporter::class => fn (ContainerInterface $c) => new ListingImporter($c->get(ListingRepository::class)),
    PasswordHasher::class => fn () => new PasswordHasher(),
    TokenGenerator::class => fn () => new TokenGenerator(),
    PreferencesCookie::class => fn () => new PreferencesCookie(),

    SessionUserMiddleware::class => fn (ContainerInterface $c) => new SessionUserMiddleware($c->get(UserRepository::class)),

    ListingController::class => fn (ContainerInterface $c) => new ListingController(
        $c->get(ListingRepository::class),
        $c->get(PhotoFetcher::class),
        $c->get(Twig::class),
        $c->get(PreferencesCookie::class),
    ),
    TenantController::class => fn (ContainerInterface $c) => new TenantController(
        $c->get(TenantRepository::class),
        $c->get(Twig::class),
    ),
    PaymentController::class => fn (ContainerInterface $c) => new PaymentController(
        $c->get(PaymentRepository::class),
        $c->get(AuditRepository::class),
    ),
    DocumentController::class => fn (ContainerInterface $c) => new DocumentController(
        $c->get(DocumentStorage::class),
        $c->get(ShellTools::class),
    ),
    AuthController::class => fn (ContainerInterface $c) => new AuthController(
        $c->get(UserRepository::class),
        $c->get(PasswordHasher::class),
        $c->get(TokenGenerator::class),
        $c->get(Twig::class),
    ),
    AdminController::class => fn (ContainerInterface $c) => new AdminController(
        $c->get(ShellTools::class),
        $c->get(AuditRepository::class),
        $c->get(Twig::class),
    ),
    ImportController::class => fn (ContainerInterface $c) => new ImportController(
        $c->get(ListingImporter::class),
        $c->get(PhotoFetcher::class),
    ),
];
