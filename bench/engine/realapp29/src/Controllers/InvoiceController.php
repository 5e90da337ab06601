<?php

declare(strict_types=1);

namespace App\Controllers;

use App\Core\Controller;
use App\Core\Response;
use App\Models\Invoice;
use App\Services\HttpFetcher;
use App\Services\TokenService;

final class InvoiceController extends Controller
{
    private const STATUSES = ['open', 'paid', 'void'];

    public function index(): Response
    {
        $status = (string) $this->request->query('status', 'open');
        $status = in_array($status, self::STATUSES, true) ? $status : 'open';
        $invoices = (new Invoice($this->db))->forStudent($this->session->userId(), $status);
        return $this->render('invoices', ['title' => 'Invoices', 'invoices' => $invoices, 'status' => $status]);
    }

    public function summary(string $year): Response
    {
        return $this->json(['year' => $year, 'months' => (new Invoice($this->db))->summaryFor($year)]);
    }

    public function pay(string $id): Response
    {
        $invoice = (new Invoice($this->db))->find($id);
        if ($invoice === null || (int) $invoice['student_id'] !== $this->session->userId()) {
            return $this->json(['error' => 'Not found'], 404);
        }
        $chargeId = $this->request->string('charge');
        $http = new HttpFetcher();
        $charge = $http->postJson(
            config('payments.base_url') . '/charges/' . rawurlencode($chargeId) . '/capture',
            ['amount' => (int) $invoice['amount_pence']],
            ['Authorization: Bearer ' . config('payments.secret_key')],
        );
        if (($charge['status'] ?? '') !== 'succeeded') {
            return $this->json(['error' => 'Payment failed'], 402);
        }
        (new Invoice($this->db))->markPaid((int) $id, (new TokenService())->bookingReference());
        return $this->redirect('/invoices?status=' . urlencode('paid'));
    }
}
