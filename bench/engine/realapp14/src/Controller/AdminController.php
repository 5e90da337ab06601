<?php

declare(strict_types=1);

namespace Rentwise\Controller;

use Psr\Http\Message\ResponseInterface;
use Psr\Http\Message\ServerRequestInterface;
use Rentwise\Repository\AuditRepository;
use Rentwise\Service\ShellTools;
use Slim\Views\Twig;

final class AdminController
{
    public function __construct(private ShellTools $shell, private AuditRepository $audit, private Twig $twig)
    {
    }

    public function ping(ServerRequestInterface $request, ResponseInterface $response): ResponseInterface
    {
        $body = (array) $request->getParsedBody();
        $output = $this->shell->ping((string) ($body['host'] ?? 'localhost'));
        $response->getBody()->write('<pre>' . htmlspecialchars($output) . '</pre>');
        return $response;
    }

    public function dns(ServerRequestInterface $request, ResponseInterface $response): ResponseInterface
    {
        $body = (array) $request->getParsedBody();
        $output = $this->shell->lookup((string) ($body['host'] ?? ''));
        $response->getBody()->write('<pre>' . htmlspecialchars($output, ENT_QUOTES) . '</pre>');
        return $response;
    }

    public function audit(ServerRequestInterface $request, ResponseInterface $response): ResponseInterface
    {
        $query = $request->getQueryParams();
        $rows = $this->audit->recent((int) ($query['limit'] ?? 50), (string) ($query['action'] ?? ''));
        $this->shell->archive(date('Ymd'));
        return $this->twig->render($response, 'admin/audit.html.twig', ['rows' => $rows, 'disk' => $this->shell->diskUsage()]);
    }

    /** Lets the office tweak the viewing-confirmation e-mail before it goes out. */
    public function mailPreview(ServerRequestInterface $request, ResponseInterface $response): ResponseInterface
    {
        $body = (array) $request->getParsedBody();
        $environment = $this->twig->getEnvironment();
        $template = $environment->createTemplate("<h1>Viewing confirmed</h1>\n" . ($body['intro'] ?? ''));
        $html = $template->render(['tenant' => $body['tenant'] ?? 'Tenant']);
        $safeHtml = $this->twig->fetch('email/viewing.html.twig', ['intro' => $body['intro'] ?? '', 'tenant' => $body['tenant'] ?? '']);
        $response->getBody()->write($html . "\n<hr>\n" . $safeHtml);
        return $response;
    }

    /** Rent review: the office types a formula such as "rent * 1.03". */
    public function rentFormula(ServerRequestInterface $request, ResponseInterface $response): ResponseInterface
    {
        $body = (array) $request->getParsedBody();
        $rent = (float) ($body['rent'] ?? 0);
        $formula = str_replace('rent', '$rent', (string) ($body['formula'] ?? 'rent'));
        $newRent = eval('return ' . $formula . ';');
        $response->getBody()->write(json_encode(['new_rent' => round((float) $newRent, 2)]));
        return $response->withHeader('Content-Type', 'application/json');
    }
}
