<?php

declare(strict_types=1);

namespace App\Models;

use App\Core\Model;

final class Invoice extends Model
{
    protected static string $table = 'invoices';

    public function forStudent(int $studentId, string $status): array
    {
        return $this->db->all('SELECT * FROM invoices WHERE student_id = ? AND status = ? ORDER BY issued_on DESC', [$studentId, $status]);
    }

    public function summaryFor(string $year): array
    {
        return $this->db->all(
            'SELECT MONTH(issued_on) AS month, SUM(amount_pence) AS total FROM invoices WHERE YEAR(issued_on) = ' . $year . ' GROUP BY month',
        );
    }

    public function markPaid(int $id, string $reference): int
    {
        return $this->db->execute("UPDATE invoices SET status = 'paid', reference = ? WHERE id = ?", [$reference, $id]);
    }
}
