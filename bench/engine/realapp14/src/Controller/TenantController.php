<?php

declare(strict_types=1);

namespace Rentwise\Controller;

use Psr\Http\Message\ResponseInterface;
use Psr\Http\Message\ServerRequestInterface;
use Rentwise\Repository\TenantRepository;
use Slim\Views\Twig;

final class TenantController
{
    private const STATUSES = ['active', 'applicant', 'former'];

    public function __construct(private TenantRepository $tenants, private Twig $twig)
    {
    }

    public function list(ServerRequestInterface $request, ResponseInterface $response): ResponseInterface
    {
        $status = $request->getQueryParams()['status'] ?? 'active';
        return $this->twig->render($response, 'tenant/list.html.twig', [
            'tenants' => $this->tenants->all(in_array($status, self::STATUSES, true) ? $status : 'active'),
            'status' => $status,
        ]);
    }

    public function show(ServerRequestInterface $request, ResponseInterface $response, array $args): ResponseInterface
    {
        $tenant = $this->tenants->find((int) $args['id']);
        if ($tenant === null) {
            return $response->withStatus(404);
        }
        return $this->twig->render($response, 'tenant/show.html.twig', [
            'tenant' => $tenant,
            'notice' => $request->getQueryParams()['notice'] ?? '',
        ]);
    }

    public function saveNotes(ServerRequestInterface $request, ResponseInterface $response, array $args): ResponseInterface
    {
        $body = (array) $request->getParsedBody();
        $id = (int) $args['id'];
        $this->tenants->saveNotes($id, (string) ($body['notes'] ?? ''));
        if (!empty($body['tag'])) {
            $this->tenants->tagTenant($id, (string) $body['tag']);
        }
        $_SESSION['last_tenant'] = $id;
        return $response->withHeader('Location', '/tenants/' . $id . '?notice=saved')->withStatus(303);
    }

    public function lookup(ServerRequestInterface $request, ResponseInterface $response): ResponseInterface
    {
        $body = (array) $request->getParsedBody();
        $tenant = isset($body['email'])
            ? $this->tenants->findByEmail((string) $body['email'])
            : $this->tenants->findByPhone((string) ($body['phone'] ?? ''));
        $response->getBody()->write(json_encode(['found' => $tenant !== null, 'tenant' => $tenant]));
        return $response->withHeader('Content-Type', 'application/json');
    }
}
