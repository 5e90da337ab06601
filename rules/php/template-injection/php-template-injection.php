<?php

use Slim\Views\Twig;
use Twig\Environment;
use Twig\Loader\FilesystemLoader;

function preview(Environment $twig): string
{
    $intro = $_POST['intro'] ?? '';
    // ruleid: php-template-injection
    $template = $twig->createTemplate('<h1>Viewing confirmed</h1>' . $intro);
    // ok: php-template-injection
    $fixed = $twig->createTemplate('<h1>Viewing confirmed</h1><p>{{ intro }}</p>');
    // ok: php-template-injection
    $file = $twig->render('mail/viewing.html.twig', ['intro' => $intro]);
    return $template->render([]) . $fixed->render(['intro' => $intro]) . $file;
}

function slimPreview(Twig $view): string
{
    $body = $_GET['body'] ?? '';
    $environment = $view->getEnvironment();
    // ruleid: php-template-injection
    $compiled = $environment->createTemplate($body);
    // ruleid: php-template-injection
    $inline = $view->fetchFromString($body, ['who' => 'tenant']);
    // ok: php-template-injection
    $safe = $view->fetchFromString('<p>{{ who }}</p>', ['who' => $body]);
    return $compiled->render([]) . $inline . $safe;
}

$twig = new Environment(new FilesystemLoader(__DIR__ . '/templates'));
echo htmlspecialchars(preview($twig));
