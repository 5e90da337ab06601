<?php
namespace Models;

use Core\Model;

class Ticket extends Model
{
    protected static $table = 'tickets';

    public static function forCustomer($customerId, $status = null)
    {
        if ($status === null) {
            return static::query('SELECT * FROM tickets WHERE customer_id = ? ORDER BY created_at DESC', [$customerId]);
        }
        return static::query('SELECT * FROM tickets WHERE customer_id = ? AND status = ? ORDER BY created_at DESC', [$customerId, $status]);
    }

    public static function search($customerId, $term)
    {
        return static::query("SELECT * FROM tickets WHERE customer_id = " . (int) $customerId . " AND subject LIKE '%" . $term . "%'");
    }

    public static function open($customerId, $subject, $description)
    {
        $pdo = static::pdo();
        $stmt = $pdo->prepare('INSERT INTO tickets (customer_id, subject, description, status) VALUES (?, ?, ?, ?)');
        $stmt->execute([$customerId, $subject, $description, 'open']);
        return (int) $pdo->lastInsertId();
    }
}
