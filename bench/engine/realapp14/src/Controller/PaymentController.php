<?php

declare(strict_types=1);

namespace Rentwise\Controller;

use Psr\Http\Message\ResponseInterface;
use Psr\Http\Message\ServerRequestInterface;
use Rentwise\Repository\AuditRepository;
use Rentwise\Repository\PaymentRepository;

final class PaymentController
{
    public function __construct(private PaymentRepository $payments, private AuditRepository $audit)
    {
    }

    public function show(ServerRequestInterface $request, ResponseInterface $response, array $args): ResponseInterface
    {
        $payment = $this->payments->byReference($args['ref']);
        $response->getBody()->write(json_encode($payment ?? ['error' => 'not found']));
        return $response->withHeader('Content-Type', 'application/json');
    }

    public function list(ServerRequestInterface $request, ResponseInterface $response): ResponseInterface
    {
        $query = $request->getQueryParams();
        $rows = isset($query['tenant'])
            ? $this->payments->forTenant((int) $query['tenant'], $query['month'] ?? null)
            : $this->payments->byStatus($query['status'] ?? 'paid');
        $response->getBody()->write(json_encode($rows));
        return $response->withHeader('Content-Type', 'application/json');
    }

    public function void(ServerRequestInterface $request, ResponseInterface $response, array $args): ResponseInterface
    {
        $body = (array) $request->getParsedBody();
        $changed = $this->payments->void($args['ref'], (string) ($body['reason'] ?? ''));
        $this->audit->record(
            'payment.void',
            $request->getHeaderLine('X-Forwarded-For') ?: ($request->getServerParams()['REMOTE_ADDR'] ?? ''),
            $request->getHeaderLine('User-Agent'),
        );
        $response->getBody()->write(json_encode(['voided' => $changed]));
        return $response->withHeader('Content-Type', 'application/json');
    }

    public function receipt(ServerRequestInterface $request, ResponseInterface $response, array $args): ResponseInterface
    {
        $payment = $this->payments->find((int) $args['id']);
        if ($payment === null) {
            return $response->withStatus(404);
        }
        $payerName = $request->getQueryParams()['payer'] ?? $payment['payer_name'];
        $reference = $payment['reference'];
        $amount = number_format($payment['amount_pence'] / 100, 2);
        $note = $request->getQueryParams()['note'] ?? '';
        ob_start();
        require __DIR__ . '/../../templates/legacy/receipt.php';
        $response->getBody()->write((string) ob_get_clean());
        return $response;
    }
}
